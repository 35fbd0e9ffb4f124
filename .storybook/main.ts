import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { mergeConfig, type Plugin, type PluginOption } from "vite";

/** Vite accepts nested arrays and promises of plugins; this resolves them to a flat list. */
async function flatten(options: readonly PluginOption[]): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const option of options) {
    const resolved = await option;
    if (Array.isArray(resolved)) plugins.push(...(await flatten(resolved)));
    else if (resolved) plugins.push(resolved as Plugin);
  }
  return plugins;
}

/**
 * The React Router framework plugin(s) of the project's vite.config.ts need a whole app (routes,
 * server build); stories render components alone, so they are dropped. vanilla-extract is
 * dropped as well and added once below, so there is exactly one instance whatever the project
 * config carries.
 */
const dropped = (plugin: Plugin) => plugin.name.startsWith("react-router") || plugin.name.startsWith("vite-plugin-vanilla-extract");

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  // Each story's axe findings in the Accessibility panel (rules: preview.tsx `a11y`).
  addons: ["@storybook/addon-a11y"],
  // Nothing may reach the network: no telemetry, no crash reports, no update/news checks.
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  // public/ holds the generated images; ./public the MSW service worker (stories only).
  staticDirs: ["../public", "./public"],
  async viteFinal(viteConfig) {
    const kept = (await flatten(viteConfig.plugins ?? [])).filter((plugin) => !dropped(plugin));
    return mergeConfig(
      { ...viteConfig, plugins: kept },
      {
        plugins: [vanillaExtractPlugin(), react()],
        // Storybook copies the static dirs while Vite writes the preview, into the same folder. With
        // both writing to assets/ (public/assets holds the generated images), the copy's mkdir could
        // lose the race to Vite's and fail the build; the preview's own files go to sb-assets/.
        build: { assetsDir: "sb-assets" },
        resolve: { alias: { "~": fileURLToPath(new URL("../src", import.meta.url)) } },
      },
    );
  },
};

export default config;
