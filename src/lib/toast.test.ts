import { describe, expect, it, vi } from "vitest";
import type { ToastContent } from "./toast.ts";

describe("showToast before the toast region's code arrives", () => {
  it("keeps the toasts in order, tells the host once per toast, and hands them over to the queue", async () => {
    vi.resetModules();
    const toast = await import("./toast.ts");
    const host = vi.fn();
    toast.subscribeToToasts(host);
    expect(toast.anyToastShown()).toBe(false);
    toast.showToast({ title: "first" });
    toast.showToast({ title: "second", variant: "destructive" });
    expect(toast.anyToastShown()).toBe(true);
    expect(host).toHaveBeenCalledTimes(2);

    const shown: ToastContent[] = [];
    toast.deliverToasts((content) => shown.push(content));
    expect(shown.map((content) => content.title)).toEqual(["first", "second"]);
    toast.showToast({ title: "third" });
    expect(shown.map((content) => content.title)).toEqual(["first", "second", "third"]);
    expect(host).toHaveBeenCalledTimes(2);
  });
});
