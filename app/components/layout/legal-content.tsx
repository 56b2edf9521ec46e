/** The texts behind the footer's Contact Us, Privacy Policy and Terms of Service (spec §9). */

export function ContactContent({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink-700">
      <p>
        Questions about a design, your plan or a payment? Write to us at{" "}
        <a className="font-semibold text-flash-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        .
      </p>
      <p>Our support team replies within 24 hours. Pro subscribers get premium support and are answered first.</p>
      <p>Please include the email you sign in with and, for a design, the description you used.</p>
    </div>
  );
}

export function PrivacyContent({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink-700">
      <p>
        <strong>What we keep.</strong> When you sign in we store the name, email and picture your sign-in provider
        shares, your plan, and how many designs you generated today and this month. We keep the designs you generate
        with their descriptions so you can download, customize and save them.
      </p>
      <p>
        <strong>Without an account.</strong> Designs made before signing in are tied to this browser&apos;s session and
        listed in this browser for 24 hours. If you sign in, they move to your account.
      </p>
      <p>
        <strong>Payments.</strong> Card payments are handled by Stripe on its hosted checkout. We never see or store
        your card number.
      </p>
      <p>
        <strong>Cookies.</strong> We use a session cookie to keep you signed in and a short-lived cookie for
        notifications. No advertising or tracking cookies.
      </p>
      <p>
        <strong>Your rights.</strong> Ask us at{" "}
        <a className="font-semibold text-flash-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>{" "}
        for a copy of your data or to delete your account.
      </p>
    </div>
  );
}

export function TermsContent() {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink-700">
      <p>
        <strong>Subscriptions.</strong> Premium and Pro subscriptions auto-renew monthly until you cancel. You can
        cancel at any time; your plan stays active until the end of the paid month.
      </p>
      <p>
        <strong>Prices.</strong> Pricing changes need 30 days notice before they apply to your subscription.
      </p>
      <p>
        <strong>Using designs.</strong> Designs are for personal use. Commercial use needs a Pro subscription: Pro
        downloads carry a commercial licence.
      </p>
      <p>
        <strong>Fair use.</strong> Do not use Inkwell to create hateful or illegal content, or to break the service. We
        may remove user-suggested styles and ideas that break these rules.
      </p>
      <p>
        <strong>No guarantee of fit.</strong> Designs are generated automatically. Have a professional tattoo artist
        check any design, and its size, before it is tattooed.
      </p>
    </div>
  );
}
