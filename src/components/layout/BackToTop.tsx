import { ArrowUp } from "../ui/icons.tsx";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { media } from "../../styles/theme.css.ts";
import * as styles from "./layout.css.ts";

export const BACK_TO_TOP_THRESHOLD = 300;

/** Scrolls smoothly to the top, or jumps there when the visitor asks for reduced motion. */
export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <button
      type="button"
      className={styles.backToTop}
      data-visible={visible}
      aria-label={t("backToTop")}
      title={t("backToTop")}
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia(media.reducedMotion).matches ? "instant" : "smooth" })}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
