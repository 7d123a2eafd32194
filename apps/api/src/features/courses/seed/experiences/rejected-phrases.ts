import type { Bilingual, TextContext } from './text-context';

/** What a rejected summary may name. */
export type RejectedContext = Pick<
  TextContext,
  'nameEn' | 'nameTr' | 'instructorEn' | 'instructorTr'
>;

/** A contribution a moderator turned down: what was sent and the note that says why. */
export interface RejectedSample {
  readonly summary: (c: RejectedContext) => Bilingual;
  readonly note: Bilingual;
}

export const rejectedSamples: readonly [RejectedSample, ...RejectedSample[]] = [
  {
    summary: (c) => [
      `Worst course ever. ${c.instructorEn} is clearly in the wrong job and everybody knows it. Avoid at all costs.`,
      `Hayatımda gördüğüm en kötü ders. ${c.instructorTr} bu işi hiç yapmamalı, herkes biliyor. Sakın almayın.`,
    ],
    note: [
      'Personal attacks on an instructor are not published. Please describe the course itself: its difficulty, workload and how it is graded.',
      'Öğretim üyelerine yönelik kişisel saldırılar yayımlanmıyor. Lütfen dersin kendisini anlatın: zorluğunu, iş yükünü ve nasıl notlandırıldığını.',
    ],
  },
  {
    summary: (c) => [
      `Selling my complete notes and solved past exams for ${c.nameEn}, message me on WhatsApp at 0555 000 00 00. Good course, by the way.`,
      `${c.nameTr} dersinin tüm notlarını ve çözümlü çıkmış sorularını satıyorum, WhatsApp'tan 0555 000 00 00 numarasına yazın. Ders de güzel bu arada.`,
    ],
    note: [
      'Advertisements and contact details are not allowed in experiences. You are welcome to send it again without them.',
      'Deneyimlerde reklam ve iletişim bilgisi paylaşılamıyor. Bunlar olmadan yeniden gönderebilirsiniz.',
    ],
  },
  {
    summary: () => [
      'The final had three questions: the first was the proof from week six, the second was the last homework problem with new numbers, and the third I will write out below so you know exactly what is coming.',
      'Finalde üç soru vardı: birincisi altıncı haftadaki ispat, ikincisi son ödevdeki sorunun sayıları değiştirilmiş hali, üçüncüsünü de aşağıya aynen yazıyorum ki tam olarak ne geleceğini bilin.',
    ],
    note: [
      'Please do not publish this semester’s exam questions. General advice on how to prepare is welcome.',
      'Lütfen bu dönemin sınav sorularını yayımlamayın. Nasıl hazırlanılacağına dair genel öneriler memnuniyetle yayımlanır.',
    ],
  },
  {
    summary: () => [
      'I think this was the statistics course with the group project? Not sure any more, it was a long time ago. It was fine.',
      'Sanırım bu grup projeli istatistik dersiydi? Emin değilim, çok zaman geçti. Fena değildi.',
    ],
    note: [
      'The summary does not seem to be about this course. Please check that you picked the right course and semester.',
      'Özet bu dersle ilgili görünmüyor. Lütfen doğru dersi ve dönemi seçtiğinizden emin olun.',
    ],
  },
];
