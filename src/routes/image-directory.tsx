import type { Route } from "./+types/image-directory";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { ImageDirectoryView } from "../views/ImageDirectoryView.tsx";

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("imageDirectory.metaTitle"), t("imageDirectory.metaDescription"), { noindex: true });
};

export default function ImageDirectory() {
  return <ImageDirectoryView />;
}
