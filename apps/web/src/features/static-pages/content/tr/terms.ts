import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Kullanım Koşulları (Türkçe). */
export function termsPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Kullanım Koşulları',
    summary:
      'Bu koşullar, CampusHub’ı kullandığınızda sizinle CampusHub Ekibi arasındaki sözleşmeyi oluşturur. Lütfen hesap oluşturmadan önce okuyunuz; hesap oluşturarak veya platformu kullanarak bu koşulları kabul etmiş olursunuz.',
    sections: [
      {
        id: 'the-service',
        heading: 'Hizmet',
        paragraphs: [
          'CampusHub, bağımsız bir öğrenci ekibi olan CampusHub Ekibi tarafından işletilen, Yeşiltepe Üniversitesi öğrencileri ve mezunları için bir topluluk platformudur. Ders deneyimleri ve VIP ders verileri, not ortalaması hesaplayıcısı, psikolog ve psikiyatrist deneyim havuzları, soru-cevap bankası ve soru havuzu, etkinlik panosu, bilgi bankası, geliştirme günlüğü, araç paylaşımı, staj, iş, mezun ve Erasmus ilanları, kariyer bölümü, oylama, geri bildirim ve ilgili özellikler sunar.',
          'CampusHub, Yeşiltepe Üniversitesi’nin resmî bir hizmeti değildir. CampusHub’daki ders bilgileri öğrenciler tarafından paylaşılır ve üniversitenin resmî ders kataloğunun, yönetmeliklerinin veya transkriptlerinin yerini tutmaz.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'CampusHub’ı kimler kullanabilir',
        paragraphs: [
          'Herkese açık sayfalar herkese açıktır. Hesap, Yeşiltepe Üniversitesi öğrencileri ve VIP resepsiyonu aracılığıyla, başvuruları ekibimizce incelendikten sonra mezunları içindir. Kayıt, üniversitenin e-posta alan adlarıyla sınırlandırılabilir.',
          'Bu sözleşmeyi yapabilecek ehliyette olmanız gerekir. 18 yaşından küçükseniz CampusHub’ı yalnızca velinizin veya vasinizin izniyle kullanabilirsiniz.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Hesabınız',
        paragraphs: ['Hesap oluşturduğunuzda şunları kabul edersiniz:'],
        list: [
          'Doğru bilgi vermek, e-posta adresinizi doğrulamak ve bilgilerinizi güncel tutmak.',
          'Kişi başına tek hesap kullanmak; hesabınızı veya giriş bilgilerinizi kimseyle paylaşmamak.',
          'Başka yerde kullanmadığınız, 12 ile 128 karakter arasında bir parola seçmek ve kötüye kullanımdan şüphelenirseniz bize hemen haber vermek.',
          'Bizden kaynaklanan bir aksaklık olmadıkça hesabınızda gerçekleşen işlemlerden sorumlu olmak.',
        ],
      },
      {
        id: 'content-rules',
        heading: 'İçerik kuralları',
        paragraphs: [
          'Paylaştıklarınızdan siz sorumlusunuz. Kendi deneyiminizi dürüst ve saygılı bir dille paylaşınız. Şu nitelikte içerik paylaşamazsınız:',
        ],
        list: [
          'yanlış veya yanıltıcı olan ya da söylentiyi gerçekmiş gibi sunan;',
          'herhangi birine hakaret eden, tehdit eden, taciz eden veya ayrımcılık yapan, nefret söylemi ya da müstehcenlik içeren;',
          'hukuka uygun bir sebep olmaksızın başka bir kişinin telefon numarası, adresi veya sağlık durumu gibi kişisel verilerini açıklayan;',
          'öğretim elemanlarını, terapistleri veya başka kişileri karalayan; eleştiriler olgulara dayanmalı ve mesleki tutumla ilgili olmalıdır;',
          'gizli sınav sorularını veya cevaplarını paylaşan ya da kopya çekmeye yardım eden;',
          'örneğin paylaşma hakkınız olmayan ders materyallerini yükleyerek telif, marka veya başka hakları ihlal eden;',
          'reklam, spam veya zincir mesaj niteliğinde olan, zararlı yazılım ya da yanıltıcı bağlantı içeren;',
          'başka herhangi bir şekilde Türk hukukuna aykırı olan.',
        ],
      },
      {
        id: 'anonymous-posting',
        heading: 'Anonim paylaşım',
        paragraphs: [
          'Soru havuzunda anonim soru sorabilirsiniz. Bu durumda adınız moderatörler dahil diğer kullanıcılardan gizlenir; ancak aynı içerik kuralları geçerlidir. Anonimlik hukuka karşı bir kalkan değildir: sizinle sorunuz arasındaki bağlantıyı saklarız ve bir mahkeme kararı veya kanun gerektirdiğinde yetkili makamlara açıklayabiliriz.',
        ],
      },
      {
        id: 'moderation',
        heading: 'Moderasyon',
        paragraphs: [
          'Ekip tarafından görevlendirilen öğrenci ve personelden oluşan moderatörler; ders deneyimlerini, deneyim havuzu kayıtlarını, ilanları ve önerileri yayımlanmadan önce inceler. Onaylayabilir, nedenini açıklayan bir notla reddedebilir, bariz biçim sorunlarını düzeltebilir, içeriği gizleyebilir veya silebilir ve ciddi durumları yöneticilere bildirebilirler.',
          `Bu koşulları ihlal etmeniz hâlinde sizi uyarabilir, bazı özellikleri kısıtlayabilir ya da hesabınızı askıya alabilir veya kapatabiliriz. Bir kararın yanlış olduğunu düşünüyorsanız ${contactEmail} adresine yazınız; kararı vermemiş bir ekip üyesi yeniden inceler.`,
        ],
      },
      {
        id: 'vip-data',
        heading: 'VIP ders verileri',
        paragraphs: [
          'VIP erişim, ders deneyimlerinizden üçü onaylandığında açılır; onaylanmış mezunlar, moderatörler ve yöneticiler de bu erişime sahiptir. VIP veriler; not dağılımlarını, ayrıntılı deneyimleri, sınav ipuçlarını ve diğer öğrencilerin paylaştığı kaynakları içerir.',
          'VIP verileri yalnızca kendi çalışmanız için kullanabilirsiniz. Toplu olarak kopyalayamaz, CampusHub dışında yayımlayamaz, satamaz veya paylaşamaz, hesabınız üzerinden başkalarına erişim sağlayamazsınız. Kötüye kullanım hâlinde VIP erişimi geri alabiliriz.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Veri kazıma ve kötüye kullanım yasağı',
        paragraphs: ['Platformu adil ve erişilebilir tutmak için şunları yapamazsınız:'],
        list: [
          'botlarla veya elle veri kazımak, taramak ya da toplu indirmek veya CampusHub verilerinin bir kopyasını oluşturmak;',
          'istek sınırlamalarını, erişim denetimlerini, VIP kontrollerini veya moderasyonu aşmak;',
          'sistemlerimizi yoklamak, saldırmak veya aşırı yüklemek ya da başkalarının hesaplarını kullanmak;',
          'platformu istenmeyen ileti göndermek veya diğer kullanıcıların iletişim bilgilerini toplamak için kullanmak.',
        ],
        closing: [
          'Bir güvenlik açığı bulursanız düzeltebilmemiz için bize gizlice bildiriniz; sorumlu bildirim için teşekkür ederiz.',
        ],
      },
      {
        id: 'your-content-licence',
        heading: 'İçeriğiniz ve lisansımız',
        paragraphs: [
          'Paylaştıklarınız üzerindeki haklar sizde kalır. CampusHub Ekibi’ne, içeriğiniz platformda bulunduğu sürece bunu CampusHub’da saklamak, göstermek, çevirmek ve istatistiklere dahil etmek için ücretsiz ve münhasır olmayan bir lisans verirsiniz. Ders istatistiklerini besleyen katkılar, hesabınızı sildikten sonra anonim biçimde kalabilir.',
          'CampusHub adı, logosu ve yazılımı CampusHub Ekibi’ne aittir ve iznimiz olmadan kullanılamaz.',
        ],
      },
      {
        id: 'no-professional-advice',
        heading: 'Profesyonel tavsiye değildir',
        paragraphs: [
          'Ders deneyimleri, not ortalaması hesaplamaları ve deneyim havuzu kayıtları kişisel görüş ve tahminlerdir. Not ortalaması hesaplayıcısı 4,00 ölçeğini kullanır; ancak resmî transkriptiniz esastır. Psikolog ve psikiyatrist havuzları tıbbi tavsiye değildir; acil bir durumda 112’yi arayınız.',
        ],
      },
      {
        id: 'liability',
        heading: 'Sorumluluk',
        paragraphs: [
          'CampusHub bir öğrenci ekibi tarafından ücretsiz ve olduğu gibi sunulur. Hizmeti erişilebilir ve doğru tutmak için çalışırız; ancak bakım dönemleri gibi durumlarda kesintisiz hizmet garanti edemeyiz. Kullanıcıların paylaştığı içeriklerden ve üçüncü kişilerin ilan ve tekliflerinden sorumlu değiliz.',
          'Bu koşullardaki hiçbir hüküm, Türk hukukuna göre sınırlandırılamayan sorumluluğu, özellikle kast veya ağır ihmalden doğan sorumluluğu (6098 sayılı Türk Borçlar Kanunu, madde 115) ya da tüketici olarak sahip olduğunuz hakları sınırlamaz.',
        ],
      },
      {
        id: 'changes',
        heading: 'Değişiklikler ve sona erme',
        paragraphs: [
          'Hizmet veya mevzuat değiştiğinde bu koşulları değiştirebiliriz. Önemli değişiklikleri en az 15 gün önceden platformda ve e-postayla duyururuz; yürürlüğe girdikten sonra CampusHub’ı kullanmaya devam ederseniz yeni koşulları kabul etmiş olursunuz. CampusHub’ı kullanmayı dilediğiniz zaman bırakabilir ve hesabınızı silebilirsiniz.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Uygulanacak hukuk',
        paragraphs: [
          `Bu koşullara Türkiye Cumhuriyeti hukuku uygulanır. Uyuşmazlıklar yetkili Türk mahkemeleri ve icra daireleri tarafından çözülür; tüketici sıfatıyla hareket ediyorsanız 6502 sayılı Kanun uyarınca tüketici hakem heyetlerine ve tüketici mahkemelerine de başvurabilirsiniz. Bundan önce lütfen ${contactEmail} adresine yazınız: sorunların çoğu hızla çözülebilir.`,
        ],
      },
    ],
  };
}
