import type { LegalDocument } from "~/modules/legal/legal-documents.server";
import { Modal } from "../ui/modal";

/** Contact Us, Privacy Policy or Terms of Service in a dialog. Loaded when opened. */
export default function LegalDialog(props: {
  document: LegalDocument;
  supportEmail: string;
  onClose: () => void;
  closeHref: string;
  wide: boolean;
}) {
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.document.title}
      closeHref={props.closeHref}
      size={props.wide ? "lg" : "md"}
    >
      <div className="space-y-3 text-sm leading-relaxed text-ink-700">
        {props.document.paragraphs.map((paragraph, index) => (
          <p key={index}>
            {paragraph.lead ? <strong>{paragraph.lead} </strong> : null}
            {withEmailLink(paragraph.text, props.supportEmail)}
          </p>
        ))}
      </div>
    </Modal>
  );
}

function withEmailLink(text: string, email: string) {
  const [before, after] = text.split("{email}");
  if (after === undefined) return text;
  return (
    <>
      {before}
      <a className="font-semibold text-flash-700 underline" href={`mailto:${email}`}>
        {email}
      </a>
      {after}
    </>
  );
}
