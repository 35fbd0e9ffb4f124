import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter, type LinkProps } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "../../i18n/languages.ts";
import { hrefOf, routeTable, type RouteId } from "../../route-table.ts";
import { ServerLink } from "./RouteLink.tsx";

/** Renders a link as the server does, inside a router on `at`. */
const markup = (link: React.ReactElement, at = "/destinations/germany/frankfurt-fra") =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [at] }, link));

/** Route parameters as links carry them: plain slugs, and one that needs encoding. */
const paramsOf = (pattern: string, value: string) => Object.fromEntries([...pattern.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, value]));

describe("ServerLink", () => {
  // Every href a RouteLink can produce: each route in each language, with a query and a fragment.
  // (The not-found route's `*` is no link target.)
  const hrefs = routeTable.filter((entry) => entry.en.startsWith("/")).flatMap((entry) =>
    languages.flatMap((lang) =>
      ["frankfurt-fra", "münchen muc"].flatMap((value) => {
        const href = hrefOf(entry.id as RouteId, lang, paramsOf(entry.en, value));
        return [href, `${href}${href.includes("?") ? "&" : "?"}country=DE`, `${href}#sources`];
      }),
    ),
  );

  it.each(hrefs)("renders what React Router's Link renders on the server: %s", (to) => {
    const variants: Omit<LinkProps, "to">[] = [
      {},
      { className: "nav", "aria-current": "page", children: "Destinations" },
      { reloadDocument: true, hrefLang: "de", lang: "de", children: "DE" },
      { replace: true, preventScrollReset: true, state: { from: "test" }, viewTransition: true, target: "_self", children: "x" },
      { discover: "none", prefetch: "none", children: "y" },
    ];
    for (const props of variants) {
      expect(markup(<ServerLink {...props} to={to} />)).toBe(markup(<Link {...props} to={to} />));
    }
  });

  it("renders the same on a German page and at the root", () => {
    for (const at of ["/", "/destinationen/deutschland/frankfurt-fra", "/faq?language=de"]) {
      expect(markup(<ServerLink to="/faq?language=de">FAQ</ServerLink>, at)).toBe(markup(<Link to="/faq?language=de">FAQ</Link>, at));
    }
  });
});
