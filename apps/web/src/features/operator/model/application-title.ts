import type { ApplicationSummary } from '@sauda/domain';

/** What an application is called in a list: its name, else the email or number it came from. */
export function applicationTitle(
  application: Pick<ApplicationSummary, 'id' | 'name' | 'email' | 'mobile_number'>,
): string {
  return (
    application.name?.trim() ||
    application.email?.trim() ||
    application.mobile_number?.trim() ||
    `#${application.id}`
  );
}
