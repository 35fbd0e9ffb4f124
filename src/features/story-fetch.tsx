import type { Decorator } from "@storybook/react-vite";

/**
 * Replaces `fetch` for one story, so a form's submitting and failure states can be shown without a
 * server: "pending" never answers, "error" answers 500.
 */
export const withFetch =
  (mode: "pending" | "error"): Decorator =>
  (Story) => {
    window.fetch = async () =>
      mode === "pending" ? new Promise<Response>(() => {}) : new Response("Internal Server Error", { status: 500, statusText: "Internal Server Error" });
    return <Story />;
  };
