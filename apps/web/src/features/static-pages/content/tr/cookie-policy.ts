import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Çerez Politikası (Türkçe). */
export function cookiePolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Çerez Politikası',
    summary:
      'Bu politika, CampusHub’ın hangi çerezleri ve tarayıcının yerel depolaması gibi benzer teknolojileri, neden ve ne kadar süreyle kullandığını ve tercihinizi dilediğiniz zaman nasıl değiştirebileceğinizi açıklar.',
    sections: [
      {
        id: 'what-are-cookies',
        heading: 'Çerez ve yerel depolama nedir',
        paragraphs: [
          'Çerezler, bir web sitesinin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Yerel depolama, cihazınızda küçük veri parçalarını saklayan benzer bir tarayıcı özelliğidir. Bu politikada her ikisi için de “çerez” ifadesini kullanıyoruz.',
          'Birinci taraf çerezler doğrudan CampusHub tarafından, üçüncü taraf çerezler ise Google Analytics gibi başka bir hizmet tarafından yerleştirilir.',
        ],
      },
      {
        id: 'categories',
        heading: 'Kullandığımız kategoriler',
        paragraphs: ['Çerezleri üç kategoriye ayırırız:'],
        list: [
          'Zorunlu: oturum açma, güvenlik ve seçtiğiniz ayarlar için gereklidir. Platform bunlar olmadan çalışamayacağı için her zaman açıktır.',
          'Analiz: sayfaları iyileştirebilmemiz için hangi sayfaların kullanıldığını anlamamıza yardımcı olur. Siz izin verene kadar kapalıdır.',
          'Pazarlama: reklam göstermek veya ölçmek için kullanılır. CampusHub bu tür çerez kullanmaz.',
        ],
      },
      {
        id: 'essential',
        heading: 'Zorunlu çerezler',
        paragraphs: [
          'Bu öğeler tarayıcınızın yerel depolamasında saklanır. Sizi izlemek için kullanılmaz ve hiçbir zaman üçüncü kişilerle paylaşılmaz.',
        ],
        table: {
          caption: 'Tarayıcınızda saklanan zorunlu öğeler',
          columns: ['Ad', 'Amaç', 'Süre'],
          rows: [
            [
              'access_token',
              'Oturumunuzu açık tutar; API’ye yapılan her istekle gönderilir. “Beni hatırla” seçiliyse yerel depolamada, değilse sekmeyi kapattığınızda tarayıcının temizlediği oturum depolamasında tutulur.',
              '15 dakika; siteyi kullandıkça yenilenir, çıkışta silinir',
            ],
            [
              'refresh_token',
              'Erişim anahtarını yeniler. Yalnızca “Beni hatırla” seçeneğini işaretlediğinizde saklanır; aksi hâlde sekmeyi kapatana kadar bellekte tutulur.',
              '30 gün; çıkışta silinir',
            ],
            [
              'theme, theme_source',
              'Açık veya koyu temayı ve bunun sizin seçiminiz mi yoksa sistem ayarınız mı olduğunu hatırlar.',
              'Siz değiştirene kadar',
            ],
            [
              'userLocale',
              'Arayüz dilini (İngilizce veya Türkçe) hatırlar.',
              'Siz değiştirene kadar',
            ],
            [
              'cookie_consent',
              'Her sayfada yeniden sormamak için çerez tercihinizi hatırlar.',
              'Siz değiştirene kadar',
            ],
            [
              'pageVisits, whatsappLastShown, whatsappDismissed, instagramLastShown, instagramDismissed',
              'Sayfa ziyaretlerini sayar ve WhatsApp veya Instagram davetini ne zaman kapattığınızı hatırlar; böylece davet 3. veya 5. ziyaretten itibaren gösterilir ve 7 ya da 14 gün boyunca yeniden gösterilmez.',
              'Siz silene kadar',
            ],
            [
              'Not ortalaması hesaplayıcısı',
              'Hesaplayıcıya girdiğiniz dersleri ve notları bu cihazda tutar.',
              'Siz silene kadar',
            ],
          ],
        },
      },
      {
        id: 'analytics',
        heading: 'Analiz çerezleri',
        paragraphs: [
          'Yalnızca analize izin verirseniz CampusHub her sayfa değişikliğinden yaklaşık 100 ms sonra bir sayfa görüntüleme bildirir: sayfa adresi ve başlığı. Birinci taraf sayfa görüntülemeleri kendi sunucumuzda kullanıcı kimliği ve IP adresi olmadan saklanır. Bir Google Analytics ölçüm kimliği tanımlanmışsa sayfa görüntüleme Google Analytics’e de gönderilir ve Google Analytics aşağıdaki çerezleri yerleştirir.',
        ],
        table: {
          caption: 'Yalnızca izninizle yerleştirilen analiz çerezleri',
          columns: ['Ad', 'Sağlayıcı', 'Amaç', 'Süre'],
          rows: [
            [
              'Birinci taraf sayfa görüntüleme',
              'CampusHub',
              'Sayfa ve gün başına görüntülemeleri sayar; cihazınızda hiçbir şey saklanmaz.',
              'Tarayıcınızda saklanmaz',
            ],
            [
              '_ga',
              'Google Analytics',
              'Ziyaretleri saymak için tarayıcıları birbirinden ayırır.',
              'max-age 7200 saniye (2 saat)',
            ],
            [
              '_ga_<ölçüm kimliği>',
              'Google Analytics',
              'Mevcut ziyaretin durumunu tutar.',
              'max-age 7200 saniye (2 saat)',
            ],
          ],
        },
        closing: [
          'Google Analytics’i kısa çerez süreleriyle ve reklam özellikleri kapalı olarak yapılandırdık. Google verileri Türkiye dışında işleyebilir; bu aktarım açık rızanıza ve KVKK Politikası’nda açıklanan güvencelere dayanır.',
        ],
      },
      {
        id: 'marketing',
        heading: 'Pazarlama çerezleri',
        paragraphs: [
          'CampusHub pazarlama veya reklam çerezi kullanmaz ve reklam profili oluşturmaz. Bu durum değişirse önce ayrıca rızanızı ister ve çerezleri burada listeleriz.',
        ],
      },
      {
        id: 'your-choice',
        heading: 'Tercihiniz ve nasıl değiştirilir',
        paragraphs: [
          'İlk ziyaretinizde bir bildirim, analiz çerezlerine izin verip vermediğinizi sorar. Zorunlu çerezler her durumda çalışır; analiz çerezleri yalnızca kabul ettikten sonra yerleştirilir. Yanıtınız cookie_consent olarak saklanır.',
          'Tercihinizi dilediğiniz zaman bu sayfadaki “Çerez ayarları” düğmesiyle değiştirebilirsiniz; düğme bildirimi yeniden açar. Tarayıcı ayarlarınızdan bu sitenin saklanan verilerini de silebilirsiniz; bildirim bir sonraki sayfa görüntülemenizde size yeniden sorar. Rızanızı geri aldığınızda sayfa görüntüleme bildirmeyi durdururuz ve Google Analytics çerezlerinin süresi en geç iki saat içinde dolar.',
        ],
      },
      {
        id: 'browser-settings',
        heading: 'Tarayıcı ayarları',
        paragraphs: [
          'Çoğu tarayıcı çerezleri ve yerel depolamayı engellemenize veya silmenize, ayrıca kapatıldığında bunları unutan gizli bir pencerede gezinmenize olanak tanır. Zorunlu öğeleri engellerseniz oturumunuz açık kalmaz.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Değişiklikler ve iletişim',
        paragraphs: [
          `Sakladığımız öğeler değiştiğinde bu politikayı güncelleriz; yeni bir kategori eklenirse rızanızı yeniden isteriz. Sorularınız için: ${contactEmail}.`,
        ],
      },
    ],
  };
}
