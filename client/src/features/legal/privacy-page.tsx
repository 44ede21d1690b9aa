import { LegalDocument, type LegalSection, SupportEmail } from './legal-document';

const sections: readonly LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the information you give us and a little that your browser sends:</p>
        <ul>
          <li>account details: your name, email address and password (stored securely);</li>
          <li>
            what you enter into the Service: expenses, assets and debts with who owns them,
            significant events, and the figures you put into our calculators;
          </li>
          <li>your plan and subscription status; and</li>
          <li>technical details such as your browser type, device and the pages you visit.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>provide the Service, keep your account working and show you your own data;</li>
          <li>process your subscription and payments;</li>
          <li>answer your questions and send messages about your account;</li>
          <li>keep the Service secure and improve it; and</li>
          <li>send marketing emails, as described below.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Calculator Inputs and How Long We Keep Information',
    body: (
      <p>
        Information you enter into our calculators may be stored long-term. We keep your account
        information and the records you add for as long as your account is open, and afterwards only
        as long as we need to for legal, tax or security reasons.
      </p>
    ),
  },
  {
    title: 'Payments',
    body: (
      <p>
        Card payments are handled by a third-party payment provider. You give your card details
        directly to that provider; Fairsplit does not receive or store your full card number. We
        receive what we need to manage your subscription, such as its status and billing dates.
      </p>
    ),
  },
  {
    title: 'Marketing Emails',
    body: (
      <p>
        We send marketing emails about Fairsplit’s features and offers to registered users. You can
        opt out at any time with the unsubscribe link in any marketing email, or by emailing us. We
        will still send messages you need about your account, such as password resets and billing
        notices.
      </p>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <>
        <p>We share your information only:</p>
        <ul>
          <li>
            with service providers who help us run the Service (hosting, sign-in, payments and
            email), who may use it only to do that work for us;
          </li>
          <li>when the law requires it, or to protect the rights and safety of our users; and</li>
          <li>
            with a buyer or successor if Fairsplit is sold or merged, under the same protections.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, securely stored passwords and access
        controls that keep each person’s records private to them. No system is perfectly secure, so
        please use a strong password and keep it to yourself.
      </p>
    ),
  },
  {
    title: 'Your Choices and Who the Service Is For',
    body: (
      <p>
        You can view and update your information in your profile, and ask us to delete your account
        by emailing us. The Service is for United States residents aged 18 or over; we do not
        knowingly collect information from anyone younger.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy and Contact',
    body: (
      <p>
        If we change this policy, we will post the new version here with its effective date and, for
        significant changes, tell you by email or in the app. Questions about your privacy? Email us
        at <SupportEmail />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effective="April 2025"
      intro={
        <p>
          Your finances and the details of your divorce are private. This policy explains what
          Fairsplit collects, why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
