import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { LegalDocument, type LegalSection, SupportEmail } from './legal-document';

const linkClass = 'font-medium text-primary underline underline-offset-2';

const sections: readonly LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    body: (
      <p>
        These Terms of Service govern your use of the Fairsplit website and app (the “Service”). By
        creating an account or using the Service, you agree to these Terms and to our{' '}
        <Link href={paths.privacy} className={linkClass}>
          Privacy Policy
        </Link>
        . If you do not agree, please do not use the Service.
      </p>
    ),
  },
  {
    title: 'Who May Use Fairsplit',
    body: (
      <p>
        The Service is for residents of the United States who are 18 years of age or older. By using
        it, you confirm that you meet both requirements.
      </p>
    ),
  },
  {
    title: 'General Information, Not Legal or Financial Advice',
    body: (
      <>
        <p>
          Fairsplit is not a law firm and does not give legal, financial or tax advice. Everything
          the Service shows you, including the calculators, their recommendations and any reports,
          is general information only. Using the Service does not create an attorney–client or any
          other professional relationship.
        </p>
        <p>
          Calculator results are estimates based entirely on the figures you enter. They are not
          predictions of what a court will decide. Before you make decisions about your divorce,
          talk to a qualified attorney or financial professional about your situation.
        </p>
      </>
    ),
  },
  {
    title: 'Your Account',
    body: (
      <p>
        You must give accurate information when you sign up and keep it up to date. Keep your
        password private: you are responsible for everything done with your account. If you think
        someone else has used your account, change your password and tell us right away.
      </p>
    ),
  },
  {
    title: 'Plans and Subscriptions',
    body: (
      <>
        <p>Fairsplit offers two plans:</p>
        <ul>
          <li>
            <strong>Free</strong>, at $0 per month: simple division calculations, the Free
            Settlement Calculator and limited reporting.
          </li>
          <li>
            <strong>Premium</strong>, at $29.99 per month, billed monthly: adds the Expense Tracker,
            the Net Worth Tracker, the Settlement vs. Trial Calculator and the Event Tracker.
          </li>
        </ul>
        <p>
          We may change the features or prices of a plan. We will tell you before a price change
          applies to you, and it takes effect from your next billing period.
        </p>
      </>
    ),
  },
  {
    title: 'Payments, Renewal and Cancellation',
    body: (
      <p>
        Payments are processed by a third-party card payment provider; Fairsplit does not store your
        full card number. A Premium subscription renews automatically every month until you cancel
        it. You can cancel at any time from Account Settings. When you cancel, you keep Premium
        access until the end of the billing period you have paid for, and your account then returns
        to the Free plan.
      </p>
    ),
  },
  {
    title: 'Your Information and Calculator Inputs',
    body: (
      <p>
        The information you enter remains yours. You allow us to store and process it to provide the
        Service to you. Information you enter into our calculators may be stored long-term. Our
        Privacy Policy explains what we collect, how we use it and the choices you have.
      </p>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>When you use the Service, you agree not to:</p>
        <ul>
          <li>break any law or use the Service to harass, threaten or deceive anyone;</li>
          <li>access another person’s account or data without their permission;</li>
          <li>interfere with the Service, probe it for weaknesses, or upload harmful code; or</li>
          <li>copy, resell or build a competing service from any part of the Service.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>
      </>
    ),
  },
  {
    title: 'Our Intellectual Property',
    body: (
      <p>
        The Service, including its software, design, text and calculators, belongs to Fairsplit and
        its licensors and is protected by law. We give you a personal, non-transferable right to use
        the Service as these Terms allow, and nothing more.
      </p>
    ),
  },
  {
    title: 'Disclaimer of Warranties',
    body: (
      <p>
        The Service is provided “as is” and “as available”. To the fullest extent the law allows, we
        make no promises that it will be uninterrupted, error-free or suited to a particular
        purpose, or that its results will be accurate for your situation.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent the law allows, Fairsplit is not liable for any indirect, incidental,
        special or consequential damages, or for decisions you make based on the Service. Our total
        liability for any claim about the Service is limited to the amount you paid us in the twelve
        months before the claim arose.
      </p>
    ),
  },
  {
    title: 'Disputes and Governing Law',
    body: (
      <p>
        These Terms are governed by the laws of the Commonwealth of Pennsylvania, without regard to
        its conflict-of-law rules. Any dispute arising from these Terms or the Service will be
        settled by binding arbitration under Pennsylvania law, rather than in court, except where
        the law does not allow it. You and Fairsplit each give up the right to a jury trial for such
        disputes.
      </p>
    ),
  },
  {
    title: 'Changes to These Terms and Contact',
    body: (
      <p>
        We may update these Terms from time to time. If a change is significant, we will tell you by
        email or in the app before it takes effect; using the Service after that means you accept
        the new Terms. Questions about these Terms? Email us at <SupportEmail />.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      effective="July 2025"
      intro={
        <p>
          Please read these Terms carefully. They explain what Fairsplit offers, what we expect of
          you, and how disputes are resolved.
        </p>
      }
      sections={sections}
    />
  );
}
