import type { PolicyContext, PolicyDocument } from '../policy-types';

/** 6698 sayılı Kanun’un 10. maddesi kapsamında Aydınlatma Metni (Türkçe). */
export function aydinlatmaPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Aydınlatma Metni',
    summary:
      'CampusHub Ekibi, veri sorumlusu sıfatıyla bu metni 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK”) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca sunar. Verileriniz elde edilmeden önce veya elde edilirken, verilerinizi kimin, neden, nasıl ve kimlerle işlediğini ve hangi haklara sahip olduğunuzu bu metinden öğrenebilirsiniz.',
    sections: [
      {
        id: 'data-controller',
        heading: 'Veri sorumlusunun kimliği',
        paragraphs: [
          'Veri sorumlusu, Yeşiltepe Üniversitesi öğrencileri ve mezunları için topluluk platformu CampusHub’ı işleten bağımsız öğrenci ekibi CampusHub Ekibi’dir.',
          `İletişim: ${contactEmail} veya /contacts sayfasındaki iletişim formu.`,
        ],
      },
      {
        id: 'data-processed',
        heading: 'İşlenen kişisel veriler',
        paragraphs: ['CampusHub’ı nasıl kullandığınıza bağlı olarak şu verileri işleriz:'],
        list: [
          'kimlik verileri (ad ve soyad; mezun başvurularında öğrenci numarası ve mezuniyet yılı);',
          'iletişim verileri (e-posta adresi; ilanlarda veya başvurularda verdiğiniz iletişim bilgileri);',
          'eğitim verileri (bölüm, sınıf, mezuniyet yılı, not ortalaması hesaplayıcısı kayıtları, mezuniyet belgesi);',
          'kullanıcı içeriği (ders deneyimleri, sorular ve yanıtlar, ilanlar, oylar, geri bildirimler, mesajlar, profil fotoğrafı);',
          'işlem güvenliği verileri (oturum açma ve oturum kayıtları, işlem kayıtları, özetlenmiş parola);',
          'mesleki deneyim verileri (kariyer başvurularındaki özgeçmiş ve yanıtlar);',
          'yalnızca açık rızanızla pazarlama verileri;',
          'psikolog ve psikiyatrist deneyim havuzlarında paylaşabileceğiniz, yalnızca açık rızanızla işlenen sağlık verileri.',
        ],
      },
      {
        id: 'purposes',
        heading: 'İşleme amaçları',
        paragraphs: [
          'Bu verileri hesabınızı oluşturmak ve güvende tutmak; katkılarınızı yayımlamak ve denetlemek; ders istatistiklerini hesaplamak ve onaylanan üç katkıdan sonra VIP erişimi açmak; mezun başvurularını incelemek; soru havuzunu, soru-cevap bankasını, deneyim havuzlarını, etkinlikleri, ilanları, oylamayı ve kariyer bölümünü yürütmek; hizmet e-postaları ve bildirimler göndermek; mesajlarınızı ve başvurularınızı yanıtlamak; yasal yükümlülüklerimizi yerine getirmek ve yalnızca izin verirseniz sayfa kullanımını ölçmek amacıyla işleriz.',
        ],
      },
      {
        id: 'legal-basis-and-method',
        heading: 'Toplama yöntemi ve hukuki sebepler',
        paragraphs: [
          'Kişisel verileri CampusHub’daki formlar, Google ile oturum açmayı seçtiğinizde Google, hizmeti kullanırken oluşan kayıtlar ile çerezler ve tarayıcı depolaması aracılığıyla elektronik ortamda toplarız.',
          'Hukuki sebepler KVKK’nın 5/2. maddesindeki şartlardır: kullanım koşullarıyla kurulan sözleşmenin kurulması ve ifası (c), hukuki yükümlülüklerimiz (ç), tarafınızdan alenileştirilmiş veriler (d), bir hakkın tesisi, kullanılması veya korunması (e) ve meşru menfaatimiz (f). Analiz çerezleri, Google Analytics ve pazarlama iletileri 5/1. madde uyarınca açık rızanıza; sağlık verileri ise 6. madde uyarınca açık rızanıza dayanır.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Verilerin kimlere ve hangi amaçla aktarıldığı',
        paragraphs: [
          'KVKK’nın 8. ve 9. maddeleri çerçevesinde ve yalnızca gerektiği ölçüde kişisel verileri; barındırma ve altyapı sağlayıcılarımıza ve e-posta gönderim sağlayıcılarımıza (hizmeti yürütmek için), Google ile oturum açtığınızda kimliğinizi doğrulamak için ve yalnızca rızanızla Google Analytics kapsamında kullanımı ölçmek için Google LLC’ye, kanunun gerektirdiği hâllerde de yetkili kamu kurum ve kuruluşları ile mahkemelere aktarırız. Yurt dışına aktarımlar yeterlilik kararına, Kişisel Verileri Koruma Kurulu’nun ilan ettiği standart sözleşmelere veya arızi aktarımlarda açık rızanıza dayanır.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Haklarınız',
        paragraphs: [
          'KVKK’nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme ve buna ilişkin bilgi talep etme; işleme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme; yurt içinde ve yurt dışında aktarıldığı alıcıları bilme; düzeltme, silme veya yok etme ve bunların alıcılara bildirilmesini isteme; münhasıran otomatik analiz sonucunda aleyhinize çıkan bir sonuca itiraz etme ve kanuna aykırı işleme nedeniyle uğradığınız zararın giderilmesini talep etme haklarına sahipsiniz.',
        ],
      },
      {
        id: 'how-to-apply',
        heading: 'Başvuru yöntemi',
        paragraphs: [
          `Talebinizi yazılı olarak veya hesabınızda kayıtlı e-posta adresinizden ${contactEmail} adresine e-postayla iletebilirsiniz. Başvurunuzu en geç 30 gün içinde ücretsiz olarak yanıtlarız (13. madde). Ayrıntılar /policies/kvkk adresindeki Kişisel Verilerin Korunması ve İşlenmesi Politikası’nda yer alır.`,
        ],
      },
    ],
  };
}
