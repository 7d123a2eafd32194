import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Gizlilik Politikası (Türkçe). */
export function privacyPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Gizlilik Politikası',
    summary:
      'CampusHub’ın kişisel verilerinizi nasıl ele aldığının sade bir özeti. 6698 sayılı Kişisel Verilerin Korunması Kanunu’na (KVKK) uygundur ve Avrupa Birliği Genel Veri Koruma Tüzüğü’nün (GDPR) yaklaşımıyla yazılmıştır. Bağlayıcı ayrıntılar KVKK Politikası’nda ve Aydınlatma Metni’nde yer alır.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Biz kimiz',
        paragraphs: [
          'CampusHub, bağımsız bir öğrenci ekibi olan CampusHub Ekibi tarafından işletilen Yeşiltepe Üniversitesi öğrenci topluluğu platformudur. Burada açıklanan kişisel verilerin veri sorumlusu biziz.',
          `Gizlilikle ilgili sorularınız için: ${contactEmail}.`,
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'Hangi verileri topluyoruz',
        paragraphs: ['Yalnızca kullandığınız özelliklerin gerektirdiği verileri toplarız:'],
        list: [
          'Hesap: ad, e-posta adresi, parola (yalnızca argon2id özeti olarak saklanır), rol, dil ve isteğe bağlı olarak bölüm, sınıf, tanıtım yazısı ve profil fotoğrafı.',
          'Mezunlar: mezuniyet yılı, öğrenci numarası, bölüm ve yüklerseniz mezuniyet belgesi.',
          'Katkılar: ders deneyimleri ve puanlar, sorular ve yanıtlar, ilanlar, oylar, öneriler, geri bildirimler ve alarmlar.',
          'Mesajlar ve başvurular: iletişim mesajları ve özgeçmişinizi içeren kariyer başvuruları.',
          'Güvenlik kayıtları: oturum açmalar, oturumlar ve moderatörlerle yöneticilerin işlemleri.',
          'Kullanım: kullanıcı kimliği ve IP adresi içermeyen sayfa görüntülemeleri; yalnızca analize izin verirseniz Google Analytics verileri.',
        ],
      },
      {
        id: 'how-we-use-data',
        heading: 'Verileri nasıl kullanıyoruz',
        paragraphs: [
          'Verilerinizi hesabınızı yürütmek, paylaştıklarınızı yayımlamak ve denetlemek, ders istatistiklerini hesaplamak, onaylanan üç katkıdan sonra VIP erişimi açmak, ihtiyaç duyduğunuz e-postaları (doğrulama, parola sıfırlama, hesap silme, bildirimler) göndermek, size yanıt vermek, platformu güvende tutmak ve rızanızla hangi sayfaların kullanıldığını anlamak için kullanırız.',
          'Verilerinizi satmayız, reklam göstermeyiz ve hakkınızda yalnızca otomatik yollarla karar vermeyiz.',
        ],
      },
      {
        id: 'anonymous-content',
        heading: 'Anonim sorular',
        paragraphs: [
          'Soru havuzunda anonim soru sorduğunuzda adınız moderatörler dahil diğer kullanıcılara hiçbir zaman gösterilmez ve hizmetin sizden başka kimseye verdiği hiçbir yanıtta yer almaz. Kendi sorunuzu görüp yönetebilmeniz ve kötüye kullanım ya da hukuka uygun bir karar karşısında işlem yapabilmemiz için soruyu kimin yazdığını yine de saklarız.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Hukuki sebepler',
        paragraphs: [
          'Verileri sizinle yaptığımız sözleşmeyi (kullanım koşulları) ifa etmek, hukuki yükümlülüklerimizi yerine getirmek, hakları tesis etmek veya korumak, güvenli bir platform sağlamaya yönelik meşru menfaatimiz için ve analiz, pazarlama iletileri ile deneyim havuzlarındaki sağlık verileri bakımından rızanızla işleriz. KVKK maddeleriyle birlikte tam liste /policies/kvkk adresindeki KVKK Politikası’ndadır.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Verileri kimlerle paylaşıyoruz',
        paragraphs: [
          'Verileri yalnızca bizim için çalışan hizmet sağlayıcılarla ve yalnızca ihtiyaç duydukları kadarıyla paylaşırız:',
        ],
        list: [
          'veritabanını ve dosyaları saklayan barındırma ve altyapı sağlayıcıları;',
          'iletilerimizi gönderen e-posta gönderim sağlayıcıları;',
          'Google ile oturum açmayı seçtiğinizde Google;',
          'yalnızca analiz çerezlerine izin verirseniz Google Analytics;',
          'yalnızca kanunun gerektirdiği hâllerde kamu makamları.',
        ],
        closing: [
          'Bazı sağlayıcılar verileri Türkiye dışında işleyebilir. Bu aktarımlar KVKK’nın 9. maddesine uygun olarak yeterlilik kararına, standart sözleşmelere veya arızi aktarımlarda açık rızanıza dayanır.',
        ],
      },
      {
        id: 'retention',
        heading: 'Verileri ne kadar saklıyoruz',
        paragraphs: [
          'Hesap verileriniz hesabınız var olduğu sürece saklanır ve silme işlemini onaylamanızdan itibaren 30 gün içinde silinir veya anonim hâle getirilir. Güvenlik ve denetim kayıtları iki yıl, iletişim mesajları iki yıl, kariyer başvuruları bir yıl, mezuniyet belgeleri ise en geç karardan 30 gün sonrasına kadar saklanır. Tam tablo KVKK Politikası’ndadır.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Haklarınız',
        paragraphs: [
          'Verilerinize erişmeyi, bunları düzeltmeyi, silmeyi veya bir kopyasını almayı isteyebilir, meşru menfaatimize dayanan işlemeye itiraz edebilir ve verdiğiniz her rızayı dilediğiniz zaman geri alabilirsiniz. Bu haklar KVKK’nın 11. maddesine karşılık gelir. Yanıtımızdan memnun kalmazsanız Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
        ],
      },
      {
        id: 'account-deletion',
        heading: 'Hesabınızı silme',
        paragraphs: [
          'Hesabınızı profilinizden parolanızı onaylayarak silebilir veya /reception/delete-request adresinden e-postayla silme talep edebilirsiniz: bir saat geçerli bir bağlantı göndeririz ve bağlantıyı açtığınızda silme gerçekleşir. Silme, tüm oturumlarınızı hemen sonlandırır.',
          'Kişisel verileriniz ardından 30 gün içinde silinir veya anonim hâle getirilir. Ders istatistiklerini besleyen katkılar yalnızca sizinle hiçbir bağlantısı kalmayacak şekilde anonim olarak tutulur.',
        ],
      },
      {
        id: 'data-export',
        heading: 'Verilerinizi indirme',
        paragraphs: [
          'Profilinizden, hesabınıza bağlı tüm verileri dilediğiniz zaman tek bir JSON dosyası olarak indirebilirsiniz: profiliniz, katkılarınız, sorularınız, ilanlarınız, oylarınız, başvurularınız ve alarmlarınız. Bu, erişim ve veri taşınabilirliği hakkınıza hizmet eder.',
        ],
      },
      {
        id: 'security',
        heading: 'Güvenlik',
        paragraphs: [
          'Şifreli bağlantılar, özetlenmiş parolalar, kısa ömürlü erişim anahtarları, tek kullanımlık e-posta bağlantıları, her istekte rol denetimi, denetim kayıtları ve istek sınırlamaları kullanırız. Sizi etkileyen bir ihlal olursa size ve Kurul’a 72 saat içinde bildiririz.',
        ],
      },
      {
        id: 'minors',
        heading: 'Genç kullanıcılar',
        paragraphs: [
          'CampusHub üniversite öğrencileri ve mezunları içindir. 18 yaşından küçükseniz CampusHub’ı yalnızca velinizin veya vasinizin izniyle kullanınız.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Değişiklikler ve iletişim',
        paragraphs: [
          `Bu politikadaki önemli değişiklikleri yürürlüğe girmeden önce platformda ve e-postayla duyururuz. Her türlü soru ve talebiniz için ${contactEmail} adresine yazabilir veya /contacts sayfasındaki iletişim formunu kullanabilirsiniz.`,
        ],
      },
    ],
  };
}
