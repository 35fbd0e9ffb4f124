import type { Decorator, Preview } from "@storybook/react-vite";
import { createStore, Provider } from "jotai";
import { createRoutesStub } from "react-router";
import { isLang } from "../src/i18n/languages.ts";
import { consentAtom, langAtom, type Consent } from "../src/lib/atoms.ts";
import "../src/styles/global.css.ts";

/** Every story gets a fresh Jotai store in the toolbar's language and a memory router at `parameters.route`. */
const withAppProviders: Decorator = (Story, context) => {
  const lang = isLang(context.globals.language) ? context.globals.language : "en";
  const store = createStore();
  store.set(langAtom, lang);
  store.set(consentAtom, (context.parameters.consent as Consent | null | undefined) ?? null);
  document.documentElement.lang = lang;
  const Stub = createRoutesStub([
    { path: "/consent", action: () => null },
    { path: "*", Component: () => <Story /> },
  ]);
  return (
    <Provider store={store}>
      <Stub initialEntries={[(context.parameters.route as string | undefined) ?? "/"]} />
    </Provider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  globalTypes: {
    language: {
      description: "Site language",
      toolbar: { title: "Language", icon: "globe", items: [{ value: "en", title: "English" }, { value: "de", title: "Deutsch" }], dynamicTitle: true },
    },
  },
  initialGlobals: { language: "en" },
  parameters: { layout: "fullscreen" },
};

export default preview;
