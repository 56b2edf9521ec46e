import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { fieldErrorProps, FieldMessage } from "~/components/ui/field-message";
import { FormMessage } from "~/components/ui/form-message";
import { DownloadIcon } from "~/components/ui/icons/download";
import { TrashIcon } from "~/components/ui/icons/trash";
import {
  DELETE_ACCOUNT_INTENT,
  EXPORT_PATH,
  SIGN_IN_AGAIN_HREF,
  SIGN_OUT_EVERYWHERE_INTENT,
} from "~/modules/lifecycle/account-forms";
import type { FormReply } from "~/utils/form-reply";

/**
 * The profile's "Your data" section: "Download my data" (a plain link to the zip), "Sign
 * out everywhere" (a plain form) and "Delete my account" (a plain form confirmed by typing
 * the email, after a sign-in of the last 10 minutes). All work without JavaScript; a wrong
 * confirmation comes back from the server as the form's reply: the field marked
 * (fieldErrorProps, FieldMessage) and focused (autofocus without JavaScript, an effect with
 * it), with a "Sign in again" link when the sign-in is too old; a refusal of no field (the
 * subscription could not be cancelled) as the form's message.
 */
export function AccountDataSection(props: { email: string | null; refused?: FormReply; signInAgain?: boolean }) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === DELETE_ACCOUNT_INTENT;
  const input = useRef<HTMLInputElement>(null);
  const confirmWord = props.email ?? "DELETE";
  const error = props.refused?.fieldErrors.confirmEmail;
  useEffect(() => {
    if (error) input.current?.focus();
  }, [props.refused, error]);

  return (
    <section aria-labelledby="your-data" className="card scroll-mt-20 space-y-6 p-6">
      <h2 id="your-data" className="text-xl font-bold">
        Your data
      </h2>
      <div>
        <h3 className="font-semibold">Download my data</h3>
        <p className="mt-1 text-sm text-ink-700">
          A zip of all your designs with a manifest.json listing your account, designs, favourites, share links and
          suggestions (up to 3 times an hour).
        </p>
        {/* No `download` attribute: the zip arrives as an attachment, and a refusal (the hourly limit)
            shows as a page. */}
        <a href={EXPORT_PATH} className={buttonClasses("secondary", "md", "mt-3")} data-testid="download-my-data">
          <DownloadIcon width={16} height={16} /> Download my data
        </a>
      </div>
      <div className="border-t border-ink-100 pt-6">
        <h3 className="font-semibold">Sign out everywhere</h3>
        <p className="mt-1 text-sm text-ink-700">
          Ends every session of your account, on every browser and device, this one included.
        </p>
        <Form method="post" action="/profile" className="mt-3">
          <input type="hidden" name="intent" value={SIGN_OUT_EVERYWHERE_INTENT} />
          <button type="submit" className={buttonClasses("secondary", "md")}>
            Sign out everywhere
          </button>
        </Form>
      </div>
      <div className="border-t border-ink-100 pt-6">
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="mt-1 text-sm text-ink-700">
          This deletes your account, your designs and their files, your favourites, share links and sessions, and
          cancels any subscription at once. Public styles and ideas you suggested stay, without your name; the others
          are deleted. It cannot be undone.
        </p>
        <Form method="post" action="/profile" className="mt-3 space-y-3" id="delete-account">
          <input type="hidden" name="intent" value={DELETE_ACCOUNT_INTENT} />
          <FormMessage reply={props.refused} />
          <div>
            <label htmlFor="confirm-email" className="block text-sm font-semibold">
              Type <span className="font-mono">{confirmWord}</span> to confirm
            </label>
            <input
              ref={input}
              id="confirm-email"
              name="confirmEmail"
              type={props.email ? "email" : "text"}
              autoComplete="off"
              required
              autoFocus={Boolean(error)}
              {...fieldErrorProps("confirm-email", error)}
              className="field mt-1 w-full max-w-sm"
            />
            <FieldMessage fieldId="confirm-email" error={error} />
            {error && props.signInAgain ? (
              <a href={SIGN_IN_AGAIN_HREF} className="mt-1 inline-block text-sm font-semibold text-red-700 underline">
                Sign in again
              </a>
            ) : null}
          </div>
          <button type="submit" className={buttonClasses("danger", "md")} disabled={deleting}>
            <TrashIcon width={16} height={16} /> {deleting ? "Deleting…" : "Delete my account"}
          </button>
        </Form>
      </div>
    </section>
  );
}
