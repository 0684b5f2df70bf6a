import Bowser from 'bowser';

/** A browser as a person recognises it on their list of sessions. */
export interface Device {
  /** e.g. `Chrome 120`, or `Unknown browser`. */
  browser: string;
  /** e.g. `Windows 10`, `iOS 17.2`, or `Unknown system`. */
  system: string;
}

/**
 * The browser and system named by a User-Agent, through bowser (MIT, no dependencies);
 * ua-parser-js 2 is AGPL, which does not fit this service. Only the major version of the
 * browser is shown: people know "Firefox 128", not its build number.
 */
export function describeUserAgent(userAgent: string | null | undefined): Device {
  const text = userAgent?.trim();
  if (!text) return { browser: 'Unknown browser', system: 'Unknown system' };
  const parser = Bowser.getParser(text);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser',
    system: os.name ? `${os.name}${os.versionName ? ` ${os.versionName}` : os.version ? ` ${os.version}` : ''}` : 'Unknown system',
  };
}
