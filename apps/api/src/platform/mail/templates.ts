import type { Locale } from '@campus/contracts';

/** What a template needs besides the link: the recipient's first name and the product's address. */
export interface TemplateContext {
  firstName: string;
  appUrl: string;
}

export type MailTemplateName =
  | 'verify_email'
  | 'already_registered'
  | 'password_reset'
  | 'password_changed'
  | 'account_delete'
  | 'account_deleted'
  | 'account_invite'
  | 'graduate_received'
  | 'graduate_approved'
  | 'graduate_rejected'
  | 'contact_reply'
  | 'alarm'
  | 'match_published'
  | 'match_accepted';

interface Template {
  subject: string;
  /** Paragraphs before the button. */
  lines: string[];
  /** The button's text, when the mail has a link. */
  action?: string;
  /** Paragraphs after the button. */
  after: string[];
}

type TemplateBuilder = (context: TemplateContext & { note: string; title: string }) => Template;

const templates: Record<Locale, Record<MailTemplateName, TemplateBuilder>> = {
  en: {
    verify_email: ({ firstName }) => ({
      subject: 'Confirm your e-mail address for CampusHub',
      lines: [
        `Hello ${firstName},`,
        'Welcome to CampusHub. Please confirm your e-mail address to finish creating your account.',
      ],
      action: 'Confirm my e-mail address',
      after: [
        'The link is valid for 24 hours. If you did not create an account, ignore this message.',
      ],
    }),
    already_registered: ({ firstName }) => ({
      subject: 'You already have a CampusHub account',
      lines: [
        `Hello ${firstName},`,
        'Someone tried to create a CampusHub account with this e-mail address, which already has one.',
      ],
      action: 'Reset my password',
      after: [
        'If it was you, sign in or reset your password with the link. If not, you can ignore this message.',
      ],
    }),
    password_reset: ({ firstName }) => ({
      subject: 'Reset your CampusHub password',
      lines: [`Hello ${firstName},`, 'We received a request to reset your password.'],
      action: 'Choose a new password',
      after: [
        'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message; your password stays the same.',
      ],
    }),
    password_changed: ({ firstName }) => ({
      subject: 'Your CampusHub password was changed',
      lines: [
        `Hello ${firstName},`,
        'Your password was just changed, and you were signed out on your other devices.',
      ],
      after: ['If this was not you, reset your password at once and contact us.'],
    }),
    account_delete: ({ firstName }) => ({
      subject: 'Confirm the deletion of your CampusHub account',
      lines: [
        `Hello ${firstName},`,
        'We received a request to delete your CampusHub account and your personal data.',
      ],
      action: 'Delete my account',
      after: [
        'The link is valid for 1 hour. If you did not ask for it, ignore this message; nothing will be deleted.',
      ],
    }),
    account_deleted: ({ firstName }) => ({
      subject: 'Your CampusHub account was deleted',
      lines: [
        `Hello ${firstName},`,
        'Your account and your personal data have been deleted. We are sorry to see you go.',
      ],
      after: ['You are welcome to create a new account at any time.'],
    }),
    account_invite: ({ firstName }) => ({
      subject: 'An account was created for you on CampusHub',
      lines: [
        `Hello ${firstName},`,
        'An administrator created a CampusHub account for you. Choose a password to start.',
      ],
      action: 'Choose my password',
      after: [
        'The link is valid for 24 hours. After that, use "Forgot password" on the sign-in page.',
      ],
    }),
    graduate_received: ({ firstName }) => ({
      subject: 'We received your graduate application',
      lines: [
        `Hello ${firstName},`,
        'Thank you for applying to CampusHub as a graduate. Please confirm your e-mail address first.',
      ],
      action: 'Confirm my e-mail address',
      after: ['Our team then reviews your application; we will write to you when it is decided.'],
    }),
    graduate_approved: ({ firstName }) => ({
      subject: 'Your graduate application was approved',
      lines: [
        `Hello ${firstName},`,
        'Good news: your application was approved. You can now sign in at the graduate reception.',
      ],
      action: 'Sign in',
      after: [],
    }),
    graduate_rejected: ({ firstName, note }) => ({
      subject: 'About your graduate application',
      lines: [
        `Hello ${firstName},`,
        'We could not approve your graduate application.',
        `Reviewer's note: ${note}`,
      ],
      after: ['You can reply to this message if you have questions.'],
    }),
    contact_reply: ({ firstName, note }) => ({
      subject: 'An answer to your message to CampusHub',
      lines: [`Hello ${firstName},`, 'Thank you for writing to us. Here is our answer:', note],
      after: ['If you have more questions, use the contact form again.'],
    }),
    alarm: ({ firstName, title, note }) => ({
      subject: `Reminder: ${title}`,
      lines: [
        `Hello ${firstName},`,
        `Your reminder is due: ${title}`,
        ...(note === '' ? [] : [note]),
      ],
      action: 'Open my alarms',
      after: ['You asked for this reminder by e-mail when you set the alarm.'],
    }),
    match_published: ({ firstName }) => ({
      subject: 'You have a new match on CampusHub',
      lines: [
        `Hello ${firstName},`,
        'Your match of this round is ready: see why you were matched, then accept or decline before the deadline.',
      ],
      action: 'See my match',
      after: ['Contact details are shared only when both of you accept.'],
    }),
    match_accepted: ({ firstName }) => ({
      subject: 'Your match accepted',
      lines: [`Hello ${firstName},`, 'Your match accepted the match on CampusHub.'],
      action: 'See my match',
      after: ['Once you both accept, you see each other’s contact details. Meet somewhere public.'],
    }),
  },
  tr: {
    verify_email: ({ firstName }) => ({
      subject: 'CampusHub için e-posta adresinizi doğrulayın',
      lines: [
        `Merhaba ${firstName},`,
        "CampusHub'a hoş geldiniz. Hesabınızı tamamlamak için lütfen e-posta adresinizi doğrulayın.",
      ],
      action: 'E-posta adresimi doğrula',
      after: ['Bağlantı 24 saat geçerlidir. Hesap oluşturmadıysanız bu iletiyi dikkate almayın.'],
    }),
    already_registered: ({ firstName }) => ({
      subject: 'Zaten bir CampusHub hesabınız var',
      lines: [
        `Merhaba ${firstName},`,
        'Birisi bu e-posta adresiyle CampusHub hesabı oluşturmayı denedi; bu adresin zaten bir hesabı var.',
      ],
      action: 'Şifremi sıfırla',
      after: [
        'Siz denediyseniz giriş yapın ya da bağlantıyla şifrenizi sıfırlayın. Siz değilseniz bu iletiyi dikkate almayın.',
      ],
    }),
    password_reset: ({ firstName }) => ({
      subject: 'CampusHub şifrenizi sıfırlayın',
      lines: [`Merhaba ${firstName},`, 'Şifrenizi sıfırlamak için bir istek aldık.'],
      action: 'Yeni şifre belirle',
      after: [
        'Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız iletiyi dikkate almayın; şifreniz değişmez.',
      ],
    }),
    password_changed: ({ firstName }) => ({
      subject: 'CampusHub şifreniz değiştirildi',
      lines: [
        `Merhaba ${firstName},`,
        'Şifreniz az önce değiştirildi ve diğer cihazlarınızdaki oturumlar kapatıldı.',
      ],
      after: ['Bu işlemi siz yapmadıysanız şifrenizi hemen sıfırlayın ve bize yazın.'],
    }),
    account_delete: ({ firstName }) => ({
      subject: 'CampusHub hesabınızın silinmesini onaylayın',
      lines: [
        `Merhaba ${firstName},`,
        'CampusHub hesabınızın ve kişisel verilerinizin silinmesi için bir istek aldık.',
      ],
      action: 'Hesabımı sil',
      after: [
        'Bağlantı 1 saat geçerlidir. Bu isteği siz yapmadıysanız iletiyi dikkate almayın; hiçbir şey silinmez.',
      ],
    }),
    account_deleted: ({ firstName }) => ({
      subject: 'CampusHub hesabınız silindi',
      lines: [
        `Merhaba ${firstName},`,
        'Hesabınız ve kişisel verileriniz silindi. Ayrıldığınız için üzgünüz.',
      ],
      after: ['Dilediğiniz zaman yeniden hesap oluşturabilirsiniz.'],
    }),
    account_invite: ({ firstName }) => ({
      subject: 'CampusHub’da sizin için bir hesap oluşturuldu',
      lines: [
        `Merhaba ${firstName},`,
        'Bir yönetici sizin için CampusHub hesabı oluşturdu. Başlamak için bir şifre belirleyin.',
      ],
      action: 'Şifremi belirle',
      after: [
        'Bağlantı 24 saat geçerlidir. Sonrasında giriş sayfasındaki "Şifremi unuttum" bağlantısını kullanın.',
      ],
    }),
    graduate_received: ({ firstName }) => ({
      subject: 'Mezun başvurunuzu aldık',
      lines: [
        `Merhaba ${firstName},`,
        "CampusHub'a mezun olarak başvurduğunuz için teşekkürler. Lütfen önce e-posta adresinizi doğrulayın.",
      ],
      action: 'E-posta adresimi doğrula',
      after: ['Ardından ekibimiz başvurunuzu inceler; karar verildiğinde size yazacağız.'],
    }),
    graduate_approved: ({ firstName }) => ({
      subject: 'Mezun başvurunuz onaylandı',
      lines: [
        `Merhaba ${firstName},`,
        'Güzel haber: başvurunuz onaylandı. Artık mezun girişinden oturum açabilirsiniz.',
      ],
      action: 'Giriş yap',
      after: [],
    }),
    graduate_rejected: ({ firstName, note }) => ({
      subject: 'Mezun başvurunuz hakkında',
      lines: [
        `Merhaba ${firstName},`,
        'Mezun başvurunuzu onaylayamadık.',
        `İnceleyenin notu: ${note}`,
      ],
      after: ['Sorularınız için bu iletiyi yanıtlayabilirsiniz.'],
    }),
    contact_reply: ({ firstName, note }) => ({
      subject: 'CampusHub’a gönderdiğiniz mesaja yanıt',
      lines: [`Merhaba ${firstName},`, 'Bize yazdığınız için teşekkür ederiz. Yanıtımız:', note],
      after: ['Başka sorularınız olursa iletişim formunu yeniden kullanabilirsiniz.'],
    }),
    alarm: ({ firstName, title, note }) => ({
      subject: `Hatırlatma: ${title}`,
      lines: [
        `Merhaba ${firstName},`,
        `Hatırlatmanızın zamanı geldi: ${title}`,
        ...(note === '' ? [] : [note]),
      ],
      action: 'Alarmlarımı aç',
      after: ['Bu hatırlatmayı alarmı kurarken e-postayla da istemiştiniz.'],
    }),
    match_published: ({ firstName }) => ({
      subject: 'CampusHub’da yeni bir eşleşmen var',
      lines: [
        `Merhaba ${firstName},`,
        'Bu turdaki eşleşmen hazır: neden eşleştiğinizi gör, sonra son tarihten önce kabul et ya da reddet.',
      ],
      action: 'Eşleşmemi gör',
      after: ['İletişim bilgileri yalnızca ikiniz de kabul ettiğinizde paylaşılır.'],
    }),
    match_accepted: ({ firstName }) => ({
      subject: 'Eşleşmen kabul etti',
      lines: [`Merhaba ${firstName},`, 'CampusHub’daki eşleşmen eşleşmeyi kabul etti.'],
      action: 'Eşleşmemi gör',
      after: [
        'İkiniz de kabul ettiğinizde birbirinizin iletişim bilgilerini görürsünüz. Herkese açık bir yerde buluşun.',
      ],
    }),
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/** Builds a message in the recipient's language: plain text with the link, and simple HTML. */
export function renderMail(
  name: MailTemplateName,
  locale: Locale,
  context: TemplateContext & { to: string; link?: string; note?: string; title?: string },
) {
  const template = templates[locale][name]({
    ...context,
    note: context.note ?? '',
    title: context.title ?? '',
  });
  const textParts = [...template.lines];
  if (template.action !== undefined && context.link !== undefined)
    textParts.push(`${template.action}: ${context.link}`);
  textParts.push(...template.after, '', `CampusHub · ${context.appUrl}`);
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button =
    template.action !== undefined && context.link !== undefined
      ? `<p><a href="${escapeHtml(context.link)}" style="display:inline-block;padding:10px 18px;background:#3b5bdb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(context.link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">${paragraphs(template.lines)}${button}${paragraphs(template.after)}<p style="font-size:12px;color:#555">CampusHub · ${escapeHtml(context.appUrl)}</p></body></html>`;
  return { to: context.to, subject: template.subject, text: textParts.join('\n\n'), html };
}
