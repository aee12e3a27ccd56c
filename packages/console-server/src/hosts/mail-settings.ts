/** What the platform knows about its own mail setup (edge configuration; decision 042). */
export interface MailDnsSettings {
  /** `MAIL_FROM`: the sender of hosts without their own address. */
  mailFrom?: string | undefined;
  /** `MAIL_DKIM_SELECTOR`: where a broker publishes the platform's DKIM key (`<selector>._domainkey.<domain>`). */
  dkimSelector: string;
  /** `MAIL_SPF_INCLUDE`: what a broker's SPF record must include for the platform's servers (null: any SPF record will do). */
  spfInclude: string | null;
}

export const defaultMailDnsSettings: MailDnsSettings = { dkimSelector: 'wl', spfInclude: null };
