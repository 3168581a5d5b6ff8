import type { MailMessage } from "./send-mail";

/** What an e-mail says: a heading, paragraphs, one button (its link also in the text), a footnote. */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/**
 * One layout for every e-mail, as plain text and HTML. Every value is escaped: names and
 * e-mail addresses come from users, and an e-mail is the wrong place for injected markup.
 */
export function renderMail(to: string, content: MailContent): MailMessage {
  const { subject, heading, paragraphs, action, footnote } = content;
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote] : []),
  ].join("\n");
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:13px;color:#475569">Or open this link: ${escapeHtml(action.url)}</p>` : ""}
${footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : ""}
</body></html>`;
  return { to, subject, text, html };
}
