import type { PolicyContext, PolicyDocument } from '../policy-types';

/** 6698 sayılı Kanun kapsamında Kişisel Verilerin Korunması ve İşlenmesi Politikası (Türkçe). */
export function kvkkPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Kişisel Verilerin Korunması ve İşlenmesi Politikası (KVKK)',
    summary:
      'Bu politika, CampusHub’ın kişisel verileri 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) ve ikincil mevzuatı kapsamında nasıl işlediğini açıklar: hangi verileri, hangi amaçla ve hangi hukuki sebebe dayanarak işlediğimizi, kimlerle paylaştığımızı, ne kadar süre sakladığımızı ve haklarınızı nasıl kullanabileceğinizi.',
    sections: [
      {
        id: 'purpose-and-scope',
        heading: 'Amaç ve kapsam',
        paragraphs: [
          'Bu politika, Yeşiltepe Üniversitesi öğrenci topluluğu platformu CampusHub’ı kullanan kişilerin (öğrenciler, mezunlar, moderatörler, yöneticiler, herkese açık sayfaların ziyaretçileri, iletişim formuyla bize yazanlar ve kariyer bölümünden başvuranlar) kişisel verilerini işlerken CampusHub Ekibi’nin uyduğu ilkeleri belirler.',
          'Politika; tamamen veya kısmen otomatik yollarla ve bir veri kayıt sisteminin parçası olmak kaydıyla otomatik olmayan yollarla işlenen kişisel verileri kapsar. Aynı sayfalarda yer alan Aydınlatma Metni, Gizlilik Politikası ve Çerez Politikası ile birlikte okunur.',
        ],
      },
      {
        id: 'definitions',
        heading: 'Tanımlar',
        paragraphs: ['Bu politikadaki terimler KVKK’nın 3. maddesindeki anlamları taşır. Kısaca:'],
        list: [
          'Kişisel veri: Kimliği belirli veya belirlenebilir gerçek kişiye ilişkin her türlü bilgi.',
          'Özel nitelikli kişisel veri: KVKK’nın 6. maddesinde sayılan, sağlığa ilişkin veriler de dahil olmak üzere veriler.',
          'İşleme: Kişisel verilerin elde edilmesi, kaydedilmesi, depolanması, değiştirilmesi, açıklanması, aktarılması, devralınması, sınıflandırılması veya kullanılmasının engellenmesi gibi veriler üzerinde gerçekleştirilen her türlü işlem.',
          'İlgili kişi: Kişisel verisi işlenen gerçek kişi.',
          'Veri sorumlusu: Kişisel verilerin işleme amaçlarını ve vasıtalarını belirleyen, veri kayıt sisteminin kurulmasından ve yönetilmesinden sorumlu kişi.',
          'Veri işleyen: Veri sorumlusunun verdiği yetkiye dayanarak onun adına kişisel verileri işleyen kişi.',
          'Açık rıza: Belirli bir konuya ilişkin, bilgilendirilmeye dayanan ve özgür iradeyle açıklanan rıza.',
          'Kurul: Kişisel Verileri Koruma Kurulu.',
        ],
      },
      {
        id: 'data-controller',
        heading: 'Veri sorumlusu',
        paragraphs: [
          'Veri sorumlusu, CampusHub’ı Yeşiltepe Üniversitesi öğrencileri ve mezunları için geliştiren ve işleten bağımsız öğrenci ekibi olan CampusHub Ekibi’dir (“CampusHub”, “biz”).',
          `Veri sorumlusuna ${contactEmail} adresinden veya /contacts sayfasındaki iletişim formundan ulaşabilirsiniz. Haklarınıza ilişkin başvurular da aynı adresten yanıtlanır.`,
        ],
      },
      {
        id: 'principles',
        heading: 'İşleme ilkeleri',
        paragraphs: ['KVKK’nın 4. maddesi uyarınca kişisel verileri yalnızca:'],
        list: [
          'hukuka ve dürüstlük kurallarına uygun olarak;',
          'doğru ve gerektiğinde güncel olarak;',
          'belirli, açık ve meşru amaçlar için;',
          'işlendikleri amaçla bağlantılı, sınırlı ve ölçülü olarak;',
          'ilgili mevzuatta öngörülen veya işlendikleri amaç için gerekli olan süre kadar saklayarak işleriz.',
        ],
      },
      {
        id: 'data-categories',
        heading: 'İşlenen kişisel veri kategorileri',
        paragraphs: [
          'Kullandığınız özelliklere göre aşağıdaki kişisel veri kategorilerini işleriz:',
        ],
        list: [
          'Kimlik: ad, soyad; mezun başvurularında öğrenci numarası ve mezuniyet yılı.',
          'İletişim: e-posta adresi; bir ilana (örneğin araç paylaşımı) veya kariyer başvurusuna yazdığınız iletişim bilgileri.',
          'Eğitim: bölüm, sınıf, mezuniyet yılı, not ortalaması hesaplayıcısına eklediğiniz dersler ve girdiğiniz notlar, yüklediğiniz mezuniyet belgesi.',
          'Kullanıcı içeriği: ders deneyimleri ve puanlar, sorular ve yanıtlar (anonim olanlar dahil), ilanlar, oylar, öneriler, geri bildirimler, iletişim mesajları, alarmlar, profil fotoğrafınız ve tanıtım yazınız.',
          'İşlem güvenliği: hesap kimliği, özetlenmiş (hash) parola, oturum açma ve oturum kayıtları, işlemlerin tarih ve saati, güvenlik anahtarları, moderasyon ve yönetim işlemlerinin kayıtları.',
          'Mesleki deneyim: kariyer başvurusuyla gönderdiğiniz özgeçmiş ve yanıtlar.',
          'Pazarlama: yalnızca açık rızanızla; örneğin yeni özelliklere ilişkin duyuruları almayı seçerseniz. Kişisel verileri satmayız ve reklam profili oluşturmayız.',
          'Özel nitelikli veriler: psikolog ve psikiyatrist deneyim havuzları sağlığa ilişkin verileri ortaya koyabilir. Bu verileri yalnızca havuzlardan önce gösterilen onay metninde verdiğiniz açık rızayla işleriz.',
        ],
        closing: [
          'Sayfa görüntüleme istatistikleri kullanıcı kimliği ve IP adresi olmadan kaydedilir. Google Analytics yalnızca analiz çerezlerine izin verirseniz kullanılır.',
        ],
      },
      {
        id: 'purposes',
        heading: 'İşleme amaçları',
        paragraphs: ['Kişisel verileri şu amaçlarla işleriz:'],
        list: [
          'hesap oluşturma ve yönetimi, e-posta adresinin doğrulanması, oturum açma (Google ile oturum açma dahil) ve parola sıfırlama;',
          'VIP resepsiyonundaki mezun başvurularının incelenmesi;',
          'ders deneyimlerinin yayımlanması, ortalama puanların hesaplanması ve onaylanan üç katkıdan sonra VIP erişimin açılması;',
          'soru havuzu, soru-cevap bankası, deneyim havuzları, etkinlik panosu, bilgi bankası, ilanlar, oylama ve kariyer bölümünün yürütülmesi;',
          'içeriklerin denetlenmesi, bildirimlerin ele alınması ve kötüye kullanımın önlenmesi;',
          'doğrulama, parola sıfırlama, hesap silme ve bildirim e-postalarının gönderilmesi;',
          'iletişim mesajlarının, geri bildirimlerin ve hak başvurularının yanıtlanması;',
          'bilgi güvenliğinin sağlanması, denetim kayıtlarının tutulması ve yasal yükümlülüklerin yerine getirilmesi;',
          'yalnızca analize izin verdiyseniz, hizmeti iyileştirmek için sayfa kullanımının ölçülmesi.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Hukuki sebepler (5. ve 6. maddeler)',
        paragraphs: ['KVKK’nın 5. maddesindeki şu şartlara dayanırız:'],
        list: [
          'Madde 5/2-c – Kullanım koşullarıyla kurulan sözleşmenin kurulması veya ifası için gerekli olması: hesabınız, katkılarınız, VIP erişim ve hizmet e-postaları.',
          'Madde 5/2-ç – Hukuki yükümlülüğümüzü yerine getirebilmemiz için zorunlu olması: 5651 sayılı Kanun’un gerektirdiği kayıtlar ve yetkili makamlara yanıt verilmesi.',
          'Madde 5/2-d – CampusHub’da yayımladığınız içerikler gibi, sizin tarafınızdan alenileştirilmiş veriler; alenileştirme amacıyla sınırlı olarak.',
          'Madde 5/2-e – Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması: uyuşmazlıkların ve şikâyetlerin ele alınması.',
          'Madde 5/2-f – Temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz için zorunlu olması: güvenlik kayıtları, moderasyon ve kötüye kullanımın önlenmesi.',
          'Madde 5/1 – Açık rızanız: analiz çerezleri ve Google Analytics, pazarlama iletileri ve açık rızaya dayanan yurt dışı aktarımlar.',
        ],
        closing: [
          'Deneyim havuzlarındaki sağlığa ilişkin veriler, 6. madde kapsamında özel nitelikli kişisel veridir. Bu verileri yalnızca açık rızanızla işleriz; rızanızı dilediğiniz zaman ileriye dönük olarak geri alabilirsiniz.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Kişisel verilerin aktarılması (8. ve 9. maddeler)',
        paragraphs: [
          'Kişisel verileri satmayız. KVKK’nın 8. ve 9. maddelerindeki şartlar çerçevesinde, kişisel verileri yalnızca aşağıdaki alıcılara ve amacın gerektirdiği ölçüde aktarırız:',
        ],
        list: [
          'Veritabanını ve dosyaları bizim adımıza saklayan, veri işleyen sıfatındaki barındırma ve altyapı sağlayıcıları.',
          'Doğrulama, parola sıfırlama, hesap silme ve bildirim iletilerini gönderen e-posta gönderim sağlayıcıları.',
          'Google ile oturum açmayı seçtiğinizde Google LLC: adınızı, e-posta adresinizi ve Google’ın bu adresi doğrulayıp doğrulamadığını alırız.',
          'Yalnızca analiz çerezlerine izin verdiyseniz, Google Analytics için Google LLC.',
          'Kanunun gerektirdiği hâllerde yetkili kamu kurum ve kuruluşları ile mahkemeler.',
        ],
        closing: [
          'Bir alıcı verileri Türkiye dışında işliyorsa aktarım KVKK’nın 9. maddesine uygun yapılır: varsa yeterlilik kararına, yoksa Kurul tarafından ilan edilen standart sözleşme gibi uygun güvencelere, arızi aktarımlarda ise maddenin tanıdığı istisnalara, bu arada olası riskler hakkında bilgilendirildikten sonra vereceğiniz açık rızaya dayanır.',
        ],
      },
      {
        id: 'collection-methods',
        heading: 'Toplama yöntemleri',
        paragraphs: [
          'Kişisel verileri elektronik ortamda toplarız: CampusHub’daki formlar (kayıt, profil, katkılar, ilanlar, iletişim, kariyer ve mezun başvuruları) aracılığıyla, Google ile oturum açtığınızda Google aracılığıyla, hizmeti kullanırken sunucularımızın oluşturduğu kayıtlar aracılığıyla ve Çerez Politikası’nda açıklanan çerezler ile tarayıcı depolaması aracılığıyla.',
        ],
      },
      {
        id: 'retention',
        heading: 'Saklama ve imha',
        paragraphs: [
          'Kişisel verileri yalnızca işleme amacının veya mevzuatın gerektirdiği süre boyunca saklarız; ardından KVKK’nın 7. maddesi ve Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca siler, yok eder veya anonim hâle getiririz. Sürelerimiz şunlardır:',
        ],
        list: [
          'Hesap verileri: hesap var olduğu sürece; hesabınızın silinmesini onaylamanızdan itibaren en geç 30 gün içinde silinir veya anonim hâle getirilir.',
          'Yayımlanmış katkılar: hesap var olduğu sürece; hesap silindikten sonra, ders istatistiklerinin doğru kalması için silinir veya geri döndürülemez biçimde anonim hâle getirilir.',
          'Mezuniyet belgeleri: başvuru sonuçlanana kadar ve en geç karardan 30 gün sonrasına kadar.',
          'Kariyer başvuruları ve özgeçmişler: başvurunun kapanmasından itibaren bir yıl.',
          'İletişim mesajları ve hak başvuruları: kapanmalarından itibaren iki yıl.',
          'İşlem güvenliği ve denetim kayıtları: iki yıl.',
          'Doğrulama, parola sıfırlama ve hesap silme bağlantıları: 24 saat veya bir saat sonra geçersiz olur ve ardından silinir.',
        ],
        closing: ['Saklama süresi dolan veriler için altı ayda bir periyodik imha yaparız.'],
      },
      {
        id: 'security',
        heading: 'Veri güvenliği',
        paragraphs: [
          'KVKK’nın 12. maddesi uyarınca verilerin hukuka aykırı olarak işlenmesini ve erişilmesini önlemek ve muhafazasını sağlamak için gerekli teknik ve idari tedbirleri alırız. Bunlar arasında şifreli bağlantı (HTTPS), parolaların yalnızca argon2id özetleri olarak saklanması, tek kullanımlık e-posta bağlantılarının özet olarak saklanması, kısa ömürlü erişim anahtarları, her istekte denetlenen rol tabanlı erişim, moderasyon ve yönetim işlemlerinin denetim kayıtları, istek sınırlamaları ve yüklenen görsellerden üst verilerin silinmesi bulunur.',
          'Kişisel verilerin kanuni olmayan yollarla başkaları tarafından elde edilmesi hâlinde ilgili kişilere ve Kurul’a en kısa sürede ve en geç 72 saat içinde bildirimde bulunuruz.',
        ],
      },
      {
        id: 'data-subject-rights',
        heading: 'İlgili kişinin hakları (11. madde)',
        paragraphs: ['KVKK’nın 11. maddesi uyarınca şu haklara sahipsiniz:'],
        list: [
          'kişisel verilerinizin işlenip işlenmediğini öğrenme;',
          'kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme;',
          'kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme;',
          'yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme;',
          'kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme;',
          '7. maddede öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme;',
          'düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme;',
          'işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme;',
          'kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
        ],
        closing: [
          'Bu hakların birçoğunu doğrudan hesabınızdan kullanabilirsiniz: profilinizi düzenleyebilir, tüm verilerinizi JSON dosyası olarak indirebilir ve hesabınızı silebilirsiniz.',
        ],
      },
      {
        id: 'how-to-apply',
        heading: 'Başvuru yöntemi (13. madde)',
        paragraphs: [
          `Başvurunuzu, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak yazılı şekilde veya CampusHub hesabınızda kayıtlı e-posta adresinizden ${contactEmail} adresine e-posta göndererek yapabilirsiniz. Başvurunuzda adınızı ve soyadınızı, yanıtımız için adresinizi veya e-posta adresinizi ve talebinizin açık bir açıklamasını belirtiniz.`,
          'Başvurunuzu talebin niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kurul’un belirlediği tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâllerinde; cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kurul’a şikâyette bulunabilirsiniz (14. madde).',
        ],
      },
      {
        id: 'changes',
        heading: 'Politikadaki değişiklikler',
        paragraphs: [
          'İşleme faaliyetlerimiz veya mevzuat değiştiğinde bu politikayı güncelleriz. Sayfanın başındaki tarih son güncellemeyi gösterir. Önemli değişiklikleri yürürlüğe girmeden önce platformda ve e-postayla duyururuz.',
        ],
      },
    ],
  };
}
