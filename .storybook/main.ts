import type { StorybookConfig } from "@storybook/react-vite";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";

const isReactRouter = (plugin: PluginOption): boolean =>
  Array.isArray(plugin) ? plugin.some(isReactRouter) : !!plugin && typeof plugin === "object" && "name" in plugin && String(plugin.name).startsWith("react-router");

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ["../public"],
  // The project's Vite config carries the React Router framework plugin, which needs a whole
  // app; stories render components alone, so it is replaced by the plain React plugin.
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? []).filter((plugin) => !isReactRouter(plugin));
    return { ...viteConfig, plugins: [...plugins, react()] };
  },
};

export default config;
