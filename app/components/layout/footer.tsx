import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { lazyComponent } from "~/utils/lazy-component";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { useAppDialogs, useDialogHref, type AppDialog } from "./app-dialogs";

const LegalDialog = lazyComponent(() => import("./legal-dialog"));

const linkClass = "rounded text-sm text-ink-300 underline-offset-4 hover:text-white hover:underline focus-ring";

/** Footer links open their dialog through the URL; the root loader supplies the text. */
function FooterDialogLink({ name, children }: { name: AppDialog; children: string }) {
  const href = useDialogHref(name);
  return (
    <Link to={href} className={linkClass} preventScrollReset replace>
      {children}
    </Link>
  );
}

/** The footer with its three modals (spec §2) and the credits of what designs are drawn with. */
export function Footer() {
  const { current, closeDialog } = useAppDialogs();
  const closeHref = useDialogHref(null);
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const document = rootData?.legalDocument ?? null;
  const supportEmail = rootData?.supportEmail ?? "";
  const isLegal = current === "contact" || current === "privacy" || current === "terms";

  return (
    <footer className="mt-16 bg-ink-950 text-ink-300">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row sm:px-6">
        <p className="text-sm">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Tattoo designs, made to be inked.
        </p>
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <li>
            <FooterDialogLink name="contact">Contact Us</FooterDialogLink>
          </li>
          <li>
            <FooterDialogLink name="privacy">Privacy Policy</FooterDialogLink>
          </li>
          <li>
            <FooterDialogLink name="terms">Terms of Service</FooterDialogLink>
          </li>
          <li>
            <Link to="/credits" className={linkClass}>
              Credits
            </Link>
          </li>
        </ul>
      </div>
      {document && isLegal ? (
        <LegalDialog
          document={document}
          supportEmail={supportEmail}
          onClose={closeDialog}
          closeHref={closeHref}
          wide={current !== "contact"}
        />
      ) : null}
    </footer>
  );
}
