/** Fixed outside links of the header and footer (not served by the API). */
/** The support address comes from the server (GET /api/Login/options, `SUPPORT_EMAIL`). */
export const supportMailto = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export const SITE_LINKS = [
  { key: 'groupSite', href: 'https://www.example.com/' },
  { key: 'careers', href: 'https://www.example.com/careers' },
  { key: 'news', href: 'https://www.example.com/news' },
] as const;

export const SOCIAL_LINKS = [
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'youtube', href: 'https://www.youtube.com/' },
  { key: 'x', href: 'https://x.com/' },
] as const;

export const LEGAL_NOTICE_URL = 'https://www.example.com/legal-notice';
