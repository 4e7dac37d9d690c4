/**
 * "Partager" (issue 27): the phone's own share sheet (Web Share API) where the browser has one, else
 * the link copied to the clipboard. Pure over the navigator it is given, so each path is tested.
 */

export interface SharedLink {
  title: string;
  url: string;
}

/** What happened: the sheet was used, closed by the person, or the link copied; `failed`: neither worked. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** The parts of `navigator` sharing uses (all optional: desktop Firefox has no `share`, an http page no `clipboard`). */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export async function shareLink(link: SharedLink, browser: ShareCapabilities): Promise<ShareOutcome> {
  const data: ShareData = { title: link.title, url: link.url };
  if (typeof browser.share === 'function' && (browser.canShare?.(data) ?? true)) {
    try {
      await browser.share.call(browser, data);
      return 'shared';
    } catch (error) {
      // Closing the sheet is the person's answer, not a failure; any other refusal falls back to copying.
      // (A DOMException, which is not an Error in every realm: read its name.)
      if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (typeof browser.clipboard?.writeText !== 'function') return 'failed';
  try {
    await browser.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The address to share: the venue page on the site the person is on. */
export function venueUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
