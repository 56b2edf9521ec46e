import { PRODUCT_NAME } from "~/utils/messages";
import { Modal } from "../ui/modal";
import { useAppDialogs, useDialogHref, type AppDialog } from "./app-dialogs";
import { ContactContent, PrivacyContent, TermsContent } from "./legal-content";

const linkClass =
  "rounded text-sm text-ink-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-flash-500";

function FooterDialogLink({ name, children }: { name: AppDialog; children: string }) {
  const { openDialog } = useAppDialogs();
  const href = useDialogHref(name);
  return (
    <a
      href={href}
      className={linkClass}
      onClick={(event) => {
        event.preventDefault();
        openDialog(name);
      }}
    >
      {children}
    </a>
  );
}

/** The footer with its three modals (spec §2). */
export function Footer({ supportEmail }: { supportEmail: string }) {
  const { current, closeDialog } = useAppDialogs();
  const closeHref = useDialogHref(null);
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
        </ul>
      </div>
      <Modal open={current === "contact"} onClose={closeDialog} title="Contact Us" closeHref={closeHref}>
        <ContactContent supportEmail={supportEmail} />
      </Modal>
      <Modal open={current === "privacy"} onClose={closeDialog} title="Privacy Policy" closeHref={closeHref} size="lg">
        <PrivacyContent supportEmail={supportEmail} />
      </Modal>
      <Modal open={current === "terms"} onClose={closeDialog} title="Terms of Service" closeHref={closeHref} size="lg">
        <TermsContent />
      </Modal>
    </footer>
  );
}
