import type { ComponentType } from 'react';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import type { FormBinding } from '../../src/ui/form-binding.ts';
import type { HeldForm } from '../../src/ui/holding-binding.ts';
import type { NewsletterSignupConfig } from './newsletter-signup.config.ts';
import type { NewsletterValues } from './newsletter-values.ts';
import type { SignupFunnel } from './signup-funnel.ts';
import type { NewsletterLinks } from './site-links.ts';
import type { SiteRules } from './site-rules.ts';
import { type SubmissionStatus } from '../../src/contract/newsletter.ts';

/**
 * What the sign-up form and its rules (the lazy `SignupFormik` chunk) hand each other: the form renders at
 * once, the rules arrive later and take over its nodes. Kept apart from both, so neither imports the other.
 */

/** The outcome shown below the form: the service's answer, or nothing yet. */
export type SubmissionResult = SubmissionStatus | undefined;

export interface SignupFormProps {
  config: NewsletterSignupConfig;
  host: HTMLElement;
  rules: SiteRules;
  links: NewsletterLinks;
  client: NewsletterClient;
  prefilled: Partial<NewsletterValues> | undefined;
  holdsDne: boolean;
  onEmailFocus: () => void;
  onResult: (result: SubmissionResult) => void;
  /**
   * The id of the block's heading, which names the form: two blocks on a page name two forms apart. None in the
   * footer's block: the footer is its landmark, and a named form would be a second landmark of the same name as
   * a standalone block's.
   */
  labelledBy: string | undefined;
  /** Where the rules come from; `loadSignupFormik` unless a test controls the chunk's arrival. */
  loadFormik?: () => Promise<SignupFormik>;
}

export interface SignupFormikProps extends Pick<
  SignupFormProps,
  'config' | 'host' | 'rules' | 'client' | 'onResult'
> {
  /** The form's values before the visitor did anything (the prefill, if any); a reset goes back to them. */
  initialValues: NewsletterValues;
  /** What the visitor did before the rules arrived; read once, on arrival. */
  held: () => HeldForm<NewsletterValues>;
  /** The funnel's steps the visitor took: the rules push them from their arrival on. */
  funnel: SignupFunnel;
  /** Receives Formik's binding on arrival and on every change of Formik's state. */
  onBinding: (binding: FormBinding) => void;
}

/** The rules' component, as `loadSignupFormik` delivers it. */
export type SignupFormik = ComponentType<SignupFormikProps>;
