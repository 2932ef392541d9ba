import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './templates';

describe('mail templates', () => {
  it('escapes every value placed in HTML, keeps the text as written', () => {
    const mail = renderMail('sendErrorSupport', 2, {
      type: 'actions_ea',
      id: 12,
      personName: 'Zoé <O’Brien> & "Co"',
      reportedBy: 'Marc <marc@example.com>',
      message: '<script>alert("x")</script>\nsecond line',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>second line');
    expect(mail.html).toContain('Zoé &lt;O’Brien&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('Marc &lt;marc@example.com&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>\nsecond line');
    expect(mail.subject).toBe('Sending to BoondManager failed (actions_ea, no. 12)');
  });

  it('speaks the recipient’s language, in both bodies', () => {
    const fr = renderMail('dcSubmitted', 1, {
      managerName: 'Marc Durand',
      personName: 'Alice Martin',
      fileUrl: 'https://my-skills.example.com/page/dc/7',
    });
    const en = renderMail('dcSubmitted', 2, {
      managerName: 'Marc Durand',
      personName: 'Alice Martin',
      fileUrl: 'https://my-skills.example.com/page/dc/7',
    });
    expect(fr.subject).toBe('Dossier de compétences de Alice Martin à valider');
    expect(fr.text).toMatch(/^Bonjour Marc Durand,/);
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.text).toContain('Ouvrir le dossier: https://my-skills.example.com/page/dc/7');
    expect(en.subject).toBe('Skills file of Alice Martin to validate');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('<a href="https://my-skills.example.com/page/dc/7"');
  });

  it('refuses links that are not http(s)', () => {
    expect(() =>
      renderMail('dcSubmitted', 1, { managerName: 'M', personName: 'P', fileUrl: 'javascript:alert(1)' }),
    ).toThrow();
  });

  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('writes the evaluation mails in both languages, with the link', () => {
    const params = {
      managerName: 'Marc Durand',
      personName: 'Alice Martin',
      year: 2026,
      url: 'https://x.example/page/ea/fiche/2026/4',
    };
    const fr = renderMail('eaSubmitted', 1, params);
    const en = renderMail('eaSubmitted', 2, params);
    expect(fr.subject).toBe('Évaluation annuelle de Alice Martin à valider');
    expect(en.subject).toBe('Annual evaluation of Alice Martin to validate');
    expect(fr.text).toContain('https://x.example/page/ea/fiche/2026/4');
    expect(en.html).toContain('submitted their 2026 annual evaluation');
    const reminder = renderMail('eaReminder', 2, {
      recipientName: 'Alice Martin',
      senderName: 'Marc Durand',
      personName: 'Alice Martin',
      year: 2026,
      url: 'https://x.example/page/ea/fiche/2026/4',
    });
    expect(reminder.text).toContain('Marc Durand reminds you that the 2026 annual evaluation of Alice Martin');
  });
});
