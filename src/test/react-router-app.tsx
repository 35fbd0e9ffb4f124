/**
 * The smallest app React Router serves, as its Vite plugin builds one: a root document and pages
 * with their manifest entries, for tests of the server entry and of what the server relies on of
 * React Router (entry.server.test.tsx, server/react-router-internals.server.test.tsx).
 */
import type { ComponentType } from "react";
import { createRequestHandler, Links, Meta, Outlet, Scripts, useLoaderData, type ServerBuild } from "react-router";

/** The root document: head with meta and links, the page, the scripts. */
export function Root() {
  return (
    <html lang="de">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

/** A page that shows its loader's `greeting`. */
export function GreetingPage() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  return <p>{greeting}</p>;
}

interface RouteModule {
  default: ComponentType;
  loader?: () => unknown;
  ErrorBoundary?: ComponentType;
}

/** A route's entry in the browser manifest: its module and one shared chunk under /assets/. */
const manifestRoute = (id: string, module: RouteModule) => ({
  id,
  ...(id === "root" ? { path: "" } : { path: id, parentId: "root" }),
  module: `/assets/${id}.js`,
  imports: [`/assets/${id}-shared.js`],
  css: [],
  hasLoader: !!module.loader,
  hasAction: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: !!module.ErrorBoundary,
});

/** A request handler for the root (`root`) and the pages of `pages` (each at `/<id>`), rendered through `entry`. */
export function testApp(entry: ServerBuild["entry"]["module"], root: RouteModule, pages: Record<string, RouteModule>) {
  const modules: Record<string, RouteModule> = { root, ...pages };
  const build = {
    entry: { module: entry },
    routes: Object.fromEntries(Object.entries(modules).map(([id, module]) => [id, { id, ...(id === "root" ? { path: "" } : { path: id, parentId: "root" }), module }])),
    assets: {
      entry: { module: "/assets/entry.client.js", imports: ["/assets/framework.js"] },
      routes: Object.fromEntries(Object.entries(modules).map(([id, module]) => [id, manifestRoute(id, module)])),
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}
