import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { CARD_IMAGES, appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the Turkish storefront (tr-TR). */
export const footerTR: FooterContent = {
  headline: 'Sizin için buradayız',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Ödeme', url: '/odeme-secenekleri-s400200.html' } },
        introductoryText: 'Kredi kartı, BKM Express ve diğer ödeme seçenekleriyle güvenle alışveriş yapın.',
        links: [
          { link: { text: 'Ödeme seçenekleri', url: '/odeme-secenekleri-s400200.html' } },
          { link: { text: 'Hediye kartı kullan', url: '/hediye-karti-c400800.html' } },
        ],
        images: [...CARD_IMAGES, image('American Express', 'trAmex'), image('BKM Express', 'trBkm')],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Teslimat', url: '/teslimat-s400300.html' } },
        introductoryText:
          '1000 TL ve üzeri siparişlerde kargo ücretsiz; siparişiniz 1-2 iş günü içinde kargoya verilir.',
        links: [
          { link: { text: 'Kargo ücretleri ve teslimat süreleri', url: '/kargo-ucretleri-s400310.html' } },
          { link: { text: 'Sipariş durumu', url: '/account' } },
          { link: { text: 'Kahve aboneliği teslimatı', url: '/kahve-aboneligi-s400740.html' } },
        ],
        images: [
          image('Yurtiçi Kargo', 'yurticikargo'),
          image('MNG Kargo', 'mngKargo'),
          image('HepsiJET', 'hepsijet'),
          image('Kolay Gelsin', 'kolaygelsin'),
          image('Horoz Lojistik', 'horoz'),
        ],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Mağazadan teslim alma', url: '/magazadan-teslim-alma-s400400.html' },
        },
        introductoryText:
          'Tıkla & Gel Al ile online sipariş verin, ürünlerinizi dilediğiniz mağazadan teslim alın.',
        links: [
          { link: { text: 'Tıkla & Gel Al nasıl çalışır?', url: '/tikla-gel-al-s400410.html' } },
          { link: { text: 'Mağaza bul', url: '/service/storefinder/' } },
          {
            link: {
              text: 'Teslim almayı uygulamada takip et',
              url: 'https://apps.example/shop-tr/click-collect',
            },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'İade ve değişim', url: '/iade-ve-degisim-s400500.html' },
        },
        introductoryText:
          'Ürünlerinizi 90 gün içinde ücretsiz olarak iade edebilir veya değiştirebilirsiniz.',
        links: [
          { link: { text: 'İade talebi oluştur', url: '/iade-talebi-s400520.html' } },
          { link: { text: 'Şikâyet bildirimi', url: '/sikayet-bildirimi-s400510.html' } },
          { link: { text: 'Cayma hakkı', url: '/cayma-hakki-s401600.html' } },
        ],
      },
      {
        heading: { iconName: 'help', link: { text: 'Yardım ve iletişim', url: '/yardim-s400600.html' } },
        introductoryText: 'Müşteri hizmetlerimize her gün 09:00-19:00 saatleri arasında ulaşabilirsiniz.',
        links: [
          { link: { text: 'Sıkça sorulan sorular', url: '/sikca-sorulan-sorular-s400610.html' } },
          { link: { text: 'İletişim formu', url: '/contact' } },
          { link: { text: 'Hesabım', url: '/account' } },
        ],
      },
      {
        heading: { iconName: 'card', link: { text: 'Müşteri Kartı', url: '/musteri-kulubu-s400700.html' } },
        introductoryText:
          'Ücretsiz müşteri kartıyla kahve puanları toplayın, kahve kartınızda damga biriktirin ve kulübe özel avantajlardan yararlanın.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Ücretsiz kaydol', url: '/musteri-karti-kayit-s400710.html' } },
          { link: { text: 'Kahve puanları', url: '/kahve-puanlari-s400720.html' } },
          { link: { text: 'Kahve aboneliği', url: '/kahve-aboneligi-s400740.html' } },
          { link: { text: 'Bültene abone ol', url: '/subscribenewsletter' } },
          { link: { text: 'Uygulamayı indir', url: 'https://apps.example/shop-tr' }, hideInClassic: true },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Ürün bilgileri', url: '/urun-bilgileri-s400950.html' },
        },
        introductoryText:
          'Kullanım kılavuzlarını, beden tablolarını ve geri dönüşüm bilgilerini burada bulabilirsiniz.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Kullanım kılavuzları', url: '/kullanim-kilavuzlari-s400900.html' } },
          { link: { text: 'Beden tablosu', url: '/beden-tablosu-s401100.html' } },
          { link: { text: 'Geri dönüşüm ve malzeme bileşimi', url: '/geri-donusum-ve-icerik-s401000.html' } },
          { link: { text: 'Hediye kartı', url: '/hediye-karti-c400800.html' } },
          { link: { text: 'Hediye fikirleri', url: '/hediye-fikirleri-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'Hakkımızda', url: '/hakkimizda-s401800.html' } },
        introductoryText:
          'Şirketimizi, sürdürülebilirlik çalışmalarımızı ve kariyer fırsatlarımızı keşfedin.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Sürdürülebilirlik', url: '/surdurulebilirlik-s401200.html' } },
          { link: { text: 'Topluluk', url: '/topluluk-s401900.html' } },
          { link: { text: 'Kariyer', url: 'https://karriere.example.com/tr' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/tr' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Popüler kategoriler',
    columns: [
      {
        links: [
          { text: 'Çekirdek kahve', url: '/cekirdek-kahve-c410100.html' },
          { text: 'Öğütülmüş kahve', url: '/ogutulmus-kahve-c410200.html' },
          { text: 'Kahve kapsülleri', url: '/kahve-kapsulleri-c410300.html' },
          { text: 'Tam otomatik kahve makineleri', url: '/tam-otomatik-kahve-makineleri-c410400.html' },
          { text: 'Kahve aboneliği', url: '/c410500' },
        ],
      },
      {
        links: [
          { text: 'Kadın giyim', url: '/kadin-giyim-c420100.html' },
          { text: 'Erkek giyim', url: '/erkek-giyim-c420200.html' },
          { text: 'İç giyim', url: '/ic-giyim-c420300.html' },
          { text: 'Ayakkabı', url: '/ayakkabi-c420400.html' },
          { text: 'Aksesuar', url: '/c420500' },
        ],
      },
      {
        links: [
          { text: 'Mutfak', url: '/mutfak-c430100.html' },
          { text: 'Ev ve yaşam', url: '/ev-ve-yasam-c430200.html' },
          { text: 'Yatak odası', url: '/yatak-odasi-c430300.html' },
          { text: 'Mobilya', url: '/mobilya-c430400.html' },
          { text: 'Hobi ve yapı market', url: '/c430500' },
        ],
      },
      {
        links: [
          { text: 'Çocuk', url: '/cocuk-c440100.html' },
          { text: 'Spor', url: '/spor-c440200.html' },
          { text: 'Cep telefonları', url: '/cep-telefonlari-c440300.html' },
          { text: 'Hediye fikirleri', url: '/hediye-fikirleri-c400500.html' },
          { text: 'Kampanyalar', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Bizi takip edin', 'shop-tr', [
    'facebook',
    'instagram',
    'youtube',
    'pinterest',
    'tiktok',
  ]),
  appReferences: appReferences('Uygulamamız', 'shop-tr'),
  qualityLogos: {
    heading: 'Güvenli alışveriş',
    logos: [
      logo(
        'Trust Ecommerce Europe',
        'https://www.example.com/sertifikalar/trust-ecommerce-europe',
        'trustEcoEu',
      ),
      logo('Kalite Mührü', '/kalite-belgeleri-s401700.html', 'qualitaet'),
    ],
  },
  legalLinks: [
    { text: 'Künye', url: '/kunye-s401300.html' },
    { text: 'Gizlilik politikası', url: 'https://www.example.com/tr/gizlilik-politikasi-s401400.html' },
    { text: 'Satış koşulları', url: '/satis-kosullari-s401500.html' },
    { text: 'Cayma hakkı', url: '/cayma-hakki-s401600.html' },
    cookieSettings('Çerez ayarları'),
  ],
  viewChanger: { toMobile: 'Mobil görünüme geç', toDesktop: 'Masaüstü görünümüne geç' },
  international: { items: internationalItems('TR') },
};
