import type { CourseKind } from './course-profile';
import type { Bank, Level, TextContext } from './text-context';

/** How the student felt about the course overall. */
export type Sentiment = 'positive' | 'mixed' | 'negative';

const ordinalsEn = ['first', 'second', 'third', 'fourth'] as const;
const ordinalsTr = ['Birinci', 'İkinci', 'Üçüncü', 'Dördüncü'] as const;

function stageEn(c: TextContext): string {
  const ordinal = ordinalsEn[c.year - 1];
  return ordinal === undefined ? 'my graduate studies' : `my ${ordinal} year`;
}

function stageTr(c: TextContext): string {
  const ordinal = ordinalsTr[c.year - 1];
  return ordinal === undefined ? 'Lisansüstü eğitimimde' : `${ordinal} sınıfta`;
}

export const openings: Readonly<Record<Sentiment, Bank>> = {
  positive: [
    (c) => [
      `${c.nameEn} turned out to be one of the best courses I have taken here.`,
      `${c.nameTr} dersi, burada aldığım en iyi derslerden biri oldu.`,
    ],
    (c) => [
      `I really enjoyed ${c.nameEn}; it is well organised and worth the effort.`,
      `${c.nameTr} dersini gerçekten çok sevdim; düzenli bir ders ve emeğe değiyor.`,
    ],
    (c) => [
      `${c.nameEn} is a course I would happily take again.`,
      `${c.nameTr} dersini tekrar almaktan çekinmezdim.`,
    ],
    (c) => [
      `Honestly, ${c.nameEn} exceeded my expectations.`,
      `Açıkçası ${c.nameTr} dersi beklentilerimin üstündeydi.`,
    ],
    (c) => [
      `One of the most rewarding courses of ${stageEn(c)}.`,
      `${stageTr(c)} aldığım en verimli derslerden biriydi.`,
    ],
  ],
  mixed: [
    (c) => [
      `${c.nameEn} has its good and bad sides.`,
      `${c.nameTr} dersinin iyi ve kötü yanları var.`,
    ],
    (c) => [
      `My feelings about ${c.nameEn} are mixed.`,
      `${c.nameTr} dersi hakkında düşüncelerim karışık.`,
    ],
    (c) => [
      `${c.nameEn} is an okay course, nothing more, nothing less.`,
      `${c.nameTr} idare eder bir ders; ne eksik ne fazla.`,
    ],
    (c) => [
      `${c.nameEn} was neither as bad nor as good as people had told me.`,
      `${c.nameTr} dersi, anlatıldığı kadar kötü de değil, övüldüğü kadar iyi de değil.`,
    ],
  ],
  negative: [
    (c) => [
      `I cannot say I enjoyed ${c.nameEn}.`,
      `${c.nameTr} dersinden keyif aldığımı söyleyemem.`,
    ],
    (c) => [
      `${c.nameEn} was a frustrating course for me.`,
      `${c.nameTr} dersi benim için oldukça yorucu geçti.`,
    ],
    (c) => [
      `In my opinion ${c.nameEn} needs a serious redesign.`,
      `Bence ${c.nameTr} dersinin baştan ele alınması gerekiyor.`,
    ],
    (c) => [
      `To be honest, ${c.nameEn} was a disappointment.`,
      `Açık konuşmak gerekirse ${c.nameTr} dersi hayal kırıklığıydı.`,
    ],
  ],
};

export const difficultyRemarks: Readonly<Record<Level, Bank>> = {
  low: [
    () => [
      'The material itself is not hard; if you follow the lectures you will be fine.',
      'Konular zor değil; dersleri takip ederseniz rahat geçersiniz.',
    ],
    () => [
      'Conceptually it is one of the easier courses in the programme.',
      'Kavramsal olarak programdaki en kolay derslerden biri.',
    ],
    () => [
      'Nothing in it is really difficult, but do not confuse easy with pointless.',
      'İçerik pek zorlamıyor ama kolay olması boş olduğu anlamına gelmiyor.',
    ],
  ],
  mid: [
    () => [
      'The difficulty is moderate: some weeks are easy, a few topics really need time.',
      'Zorluk orta seviyede: bazı haftalar rahat, birkaç konu ise ciddi zaman istiyor.',
    ],
    () => [
      'It is manageable as long as you do not leave everything to the last week.',
      'Her şeyi son haftaya bırakmadığınız sürece yönetilebilir bir ders.',
    ],
    () => [
      'Average difficulty; the second half is clearly harder than the first.',
      'Ortalama zorlukta; dönemin ikinci yarısı ilk yarısından belirgin şekilde daha zor.',
    ],
  ],
  high: [
    () => [
      'It is hard, and the exams are harder than the homework.',
      'Ders zor, sınavlar da ödevlerden daha zor.',
    ],
    () => [
      'Be ready for a steep learning curve, especially after the midterm.',
      'Özellikle ara sınavdan sonra konular hızla ağırlaşıyor, hazırlıklı olun.',
    ],
    () => [
      'This is one of the toughest courses I have taken; many people dropped it after the first exam.',
      'Aldığım en zor derslerden biri; ilk sınavdan sonra dersi bırakan çok oldu.',
    ],
    () => [
      'The pace is fast and the topics build on each other, so falling behind is costly.',
      'Tempo hızlı ve konular birbirinin üstüne kuruluyor, geride kalırsanız toparlamak zor.',
    ],
  ],
};

export const workloadRemarks: Readonly<Record<Level, Bank>> = {
  low: [
    (c) => [
      `Outside class it took me about ${c.hoursPerWeek} hours a week, which is light.`,
      `Ders dışında haftada yaklaşık ${c.hoursPerWeek} saat ayırdım, yük hafif.`,
    ],
    () => [
      'The workload is light: a few readings and the occasional assignment.',
      'İş yükü hafif: birkaç okuma ve ara sıra bir ödev.',
    ],
  ],
  mid: [
    (c) => [
      `Expect to spend around ${c.hoursPerWeek} hours a week on it.`,
      `Haftada ortalama ${c.hoursPerWeek} saat ayırmayı bekleyin.`,
    ],
    () => [
      'The workload is fair for the credits, with regular but reasonable assignments.',
      'Kredisine göre iş yükü makul; düzenli ama abartısız ödevler var.',
    ],
  ],
  high: [
    (c) => [
      `It easily takes ${c.hoursPerWeek} hours a week or more, so plan your semester around it.`,
      `Haftada rahatlıkla ${c.hoursPerWeek} saat ve üzeri zaman alıyor, döneminizi buna göre planlayın.`,
    ],
    () => [
      'The workload is heavy: there is always something due.',
      'İş yükü ağır: her hafta teslim edilecek bir şey oluyor.',
    ],
    () => [
      'Between assignments and reading, this course ate most of my weekends.',
      'Ödevler ve okumalarla birlikte hafta sonlarımın çoğunu bu ders aldı.',
    ],
  ],
};

export const usefulnessRemarks: Readonly<Record<Level, Bank>> = {
  low: [
    () => [
      'I doubt I will use much of it later.',
      'Öğrendiklerimin çoğunu ileride kullanacağımı sanmıyorum.',
    ],
    () => [
      'It felt more like a box to tick than something useful.',
      'Faydalı bir dersten çok, tamamlanması gereken bir zorunluluk gibi geldi.',
    ],
  ],
  mid: [
    () => [
      'Some topics are useful, others feel dated.',
      'Bazı konular işe yarıyor, bazıları ise biraz eskimiş.',
    ],
    () => [
      'Useful as a foundation, even if it is not exciting.',
      'Heyecan verici olmasa da temel olarak faydalı.',
    ],
  ],
  high: [
    () => [
      'What I learned here came up again in almost every later course.',
      'Burada öğrendiklerim sonraki neredeyse her derste karşıma çıktı.',
    ],
    () => [
      'Very useful; it helped me a lot in my internship.',
      'Çok faydalı; stajımda bana epey yardımı oldu.',
    ],
    () => [
      'It is the course that made the field click for me.',
      'Alanı gerçekten anlamamı sağlayan ders bu oldu.',
    ],
  ],
};

export const instructorRemarks: Readonly<Record<Level, Bank>> = {
  high: [
    (c) => [
      `${c.instructorEn} explains clearly and grades fairly; the exams match what is taught.`,
      `${c.instructorTr} çok net anlatıyor ve adil not veriyor; sınavlar anlatılanla örtüşüyor.`,
    ],
    (c) => [
      `${c.instructorEn} is very approachable in office hours, and the grading holds no surprises.`,
      `${c.instructorTr} ofis saatlerinde çok ilgili, notlandırmada da sürpriz yok.`,
    ],
    (c) => [
      `Grading is transparent: ${c.instructorEn} shares the rubric in advance.`,
      `Notlandırma şeffaf, ${c.instructorTr} değerlendirme ölçütlerini önceden paylaşıyor.`,
    ],
  ],
  mid: [
    (c) => [
      `${c.instructorEn} knows the subject well, although the lectures can be dry.`,
      `${c.instructorTr} konuya çok hâkim ama anlatım zaman zaman sıkıcı olabiliyor.`,
    ],
    () => [
      'The grading is mostly fair, but partial credit depends a lot on who marks your paper.',
      'Notlandırma genel olarak adil, ancak kısmi puan kâğıdı kimin okuduğuna göre değişiyor.',
    ],
  ],
  low: [
    (c) => [
      `The exams of ${c.instructorEn} have little to do with the lectures, which felt unfair.`,
      `${c.instructorTr} sınavlarda derste hiç değinilmeyen sorular soruyor, bu bana adil gelmedi.`,
    ],
    () => [
      'Grading is strict and the feedback is minimal; we got our midterm results very late.',
      'Notlandırma sert ve geri bildirim çok az; ara sınav sonuçlarını çok geç öğrendik.',
    ],
    () => [
      'I found the lectures hard to follow, and the curve was harsh.',
      'Hocanın anlatımını takip etmekte zorlandım, çan eğrisi de acımasızdı.',
    ],
  ],
};

/** What the course is like beyond the lecture hall, for courses that are not lectures. */
export const kindRemarks: Readonly<Record<Exclude<CourseKind, 'lecture'>, Bank>> = {
  lab: [
    () => [
      'The weekly lab sessions are the best part: you finally see the theory work.',
      'Haftalık laboratuvar oturumları dersin en iyi kısmı; teoriyi nihayet uygulamada görüyorsunuz.',
    ],
    () => [
      'Lab reports are due a week after each session and are graded quite strictly.',
      'Laboratuvar raporları her oturumdan bir hafta sonra teslim ediliyor ve oldukça sıkı notlandırılıyor.',
    ],
  ],
  project: [
    () => [
      'Most of the grade comes from a team project, so choose your teammates carefully.',
      'Notun büyük kısmı grup projesinden geliyor, takım arkadaşlarınızı dikkatli seçin.',
    ],
    () => [
      'The project takes the whole semester; start early and meet your advisor regularly.',
      'Proje bütün dönemi kaplıyor; erken başlayın ve danışmanınızla düzenli görüşün.',
    ],
  ],
  practice: [
    () => [
      'It is very hands-on: we spent most of the semester in the field.',
      'Tamamen uygulamaya dönük; dönemin çoğunu sahada geçirdik.',
    ],
    () => [
      'You learn a lot from the supervisors on site.',
      'Sahadaki sorumlulardan çok şey öğreniyorsunuz.',
    ],
  ],
  studio: [
    () => [
      'The juries are stressful, but the feedback is valuable.',
      'Jüriler stresli ama aldığınız geri bildirim çok değerli.',
    ],
    () => [
      'Expect long nights in the studio before each submission.',
      'Her teslimden önce atölyede uzun geceler geçirmeye hazır olun.',
    ],
  ],
  seminar: [
    () => [
      'Everyone presents a paper once, and attendance is taken every week.',
      'Herkes dönemde bir kez makale sunuyor ve her hafta yoklama alınıyor.',
    ],
    () => [
      'It is a good way to hear about the research going on in the department.',
      'Bölümde yapılan araştırmaları duymak için güzel bir fırsat.',
    ],
  ],
  internship: [
    () => [
      'The internship itself depends entirely on the company; the department grades the report.',
      'Stajın kendisi tamamen şirkete bağlı; bölüm asıl olarak raporu değerlendiriyor.',
    ],
    () => [
      'Find a place early: good companies fill their positions by March.',
      'Yerinizi erken bulun, iyi şirketler kontenjanlarını mart ayında dolduruyor.',
    ],
  ],
};

export const closings: Readonly<Record<Sentiment, Bank>> = {
  positive: [
    () => ['Definitely recommended.', 'Kesinlikle tavsiye ederim.'],
    (c) =>
      c.type === 'mandatory'
        ? ['It is mandatory anyway, so enjoy it.', 'Zaten zorunlu, keyfini çıkarın.']
        : ['Take it if you have the chance.', 'Fırsatınız varsa mutlaka alın.'],
  ],
  mixed: [
    (c) =>
      c.type === 'mandatory'
        ? [
            'Go in with realistic expectations and it is fine.',
            'Beklentinizi gerçekçi tutarsanız sorun yok.',
          ]
        : ['Worth taking if it fits your schedule.', 'Programınıza uyuyorsa alınabilir.'],
    () => [
      'Keep up from the first week and it will be fine.',
      'İlk haftadan itibaren takip ederseniz sorun çıkmaz.',
    ],
  ],
  negative: [
    (c) =>
      c.type === 'mandatory'
        ? [
            'Since it is mandatory, start early and get it behind you.',
            'Zorunlu olduğu için erken başlayıp bir an önce geride bırakmaya bakın.',
          ]
        : [
            'If it is not required for you, I would pick something else.',
            'Zorunlu değilse başka bir ders seçmenizi öneririm.',
          ],
  ],
};
