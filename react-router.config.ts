import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  ssr: true,
  // A route's module stays one chunk (its clientLoader with its component): fewer requests on a
  // page's first load, which matters more here than running a clientLoader before the view arrives.
  splitRouteModules: false,
} satisfies Config;
