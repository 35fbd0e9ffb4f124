/**
 * Progress of a long step for whoever watches `npm start` or a CI log: a line at every tenth of
 * the work (`images: 45 of 222 drawn (20 %), 13 s, about 52 s left`), plain lines so logs stay readable.
 */
export function progressReporter(label: string, total: number, started = performance.now(), verb = "drawn") {
  let done = 0;
  let reported = 0;
  return {
    step() {
      done += 1;
      const tenth = Math.floor((done * 10) / total);
      if (tenth <= reported || done === total) return;
      reported = tenth;
      const seconds = (performance.now() - started) / 1000;
      console.log(`${label}: ${done} of ${total} ${verb} (${tenth * 10} %), ${seconds.toFixed(0)} s, about ${((seconds / done) * (total - done)).toFixed(0)} s left`);
    },
  };
}
