import type { CategoryTranslation, ProductTexts, SpecRow } from "~/database/schema";
import { translatedLanguages, type Translations } from "~/i18n/languages";
import type { LanguageTexts } from "~/i18n/owner-texts";
import { demoAttributesOf } from "./demo-attributes";
import { demoProducts } from "./demo-content";

/*
 * The trade's words in each market. Spanish (neutral international, "usted"): "cuarzo", "tabla" (slab), "encimera"
 * (countertop), "veta" (vein), "isla" (island), "a libro abierto" (book-matched). Russian: «кварцевый агломерат»,
 * «сляб», «столешница», «прожилки», «остров», «фартук» (backsplash), «водопад» (waterfall end). Arabic (Modern Standard,
 * as Gulf and Egyptian traders write it): «كوارتز», «لوح», «سطح المطبخ», «عروق», «جزيرة», «تصميم الشلال».
 * Product names are the makers' colour names: kept in Latin letters in Spanish, transliterated in Russian and Arabic,
 * as dealers in those markets list them.
 */

/** The demo catalogue in the added languages, as a trader in each market writes it (docs/requirements/languages.md#added-languages). */
export const demoCategoryTranslations: Record<string, Translations<CategoryTranslation>> = {
  "calacatta-series": {
    es: {
      title: "Colección Calacatta",
      description:
        "Cuarzo de un blanco luminoso con vetas amplias y marcadas, inspirado en el mármol más exclusivo de Italia, para islas de cocina protagonistas y encimeras en cascada.",
    },
    ru: {
      title: "Коллекция «Калакатта»",
      description:
        "Кварцевый агломерат ярко-белого цвета с крупными размашистыми прожилками, как у редчайшего итальянского мрамора, — для эффектных кухонных островов и столешниц «водопад».",
    },
    ar: {
      title: "مجموعة كالاكاتا",
      description: "كوارتز أبيض ناصع بعروق عريضة انسيابية مستوحاة من أندر أنواع الرخام الإيطالي، لجزر مطابخ لافتة وأسطح بتصميم الشلال.",
    },
  },
  "carrara-series": {
    es: {
      title: "Colección Carrara",
      description:
        "Suaves vetas grises, como plumas, sobre fondo blanco: el clásico discreto que queda igual de bien en la cocina que en el baño.",
    },
    ru: {
      title: "Коллекция «Каррара»",
      description: "Мягкие серые перистые прожилки на белом фоне — спокойная классика и для кухни, и для ванной.",
    },
    ar: {
      title: "مجموعة كرارا",
      description: "عروق رمادية ناعمة كالريش على أرضية بيضاء: الكلاسيكية الهادئة التي تناسب المطابخ والحمّامات على حدّ سواء.",
    },
  },
  "pure-color-series": {
    es: {
      title: "Colección Colores Lisos",
      description:
        "Colores lisos y uniformes, del blanco nieve al negro profundo, para líneas modernas y limpias y para grandes proyectos en los que todas las tablas deben ser iguales.",
    },
    ru: {
      title: "Однотонная коллекция",
      description:
        "Ровные однотонные цвета — от белоснежного до глубокого чёрного — для чистых современных линий и крупных объектов, где все слябы должны совпадать по тону.",
    },
    ar: {
      title: "مجموعة الألوان السادة",
      description:
        "ألوان سادة متجانسة من الأبيض الثلجي إلى الأسود العميق، للخطوط العصرية النظيفة وللمشاريع الكبيرة التي تتطلب تطابق جميع الألواح.",
    },
  },
  "sparkle-series": {
    es: {
      title: "Colección Destellos",
      description: "Partículas de espejo y granos de cristal que atrapan la luz, sobre fondos oscuros y claros.",
    },
    ru: {
      title: "Мерцающая коллекция",
      description: "Зеркальные вкрапления и кристаллические зёрна, которые играют на свету, — на тёмном и светлом фоне.",
    },
    ar: {
      title: "المجموعة البرّاقة",
      description: "رقائق عاكسة كالمرايا وحبيبات كريستالية تتلألأ مع الضوء، على أرضيات داكنة وفاتحة.",
    },
  },
  "stone-concrete-series": {
    es: {
      title: "Colección Piedra y Cemento",
      description: "El aspecto mate y texturizado de la piedra natural y del cemento, sin el mantenimiento que ambos exigen.",
    },
    ru: {
      title: "Коллекция «Камень и бетон»",
      description: "Матовая фактура натурального камня и литого бетона — без хлопот, которых требует уход за ними.",
    },
    ar: {
      title: "مجموعة الحجر والخرسانة",
      description: "مظهر الحجر الطبيعي والخرسانة المصبوبة بملمسهما المطفي، من دون عناء صيانتهما.",
    },
  },
};

/** Each demo product's own texts: its title, its two paragraphs (the third, on sizes and care, is shared) and its keywords. */
export const demoProductTranslations: Record<string, Translations<{ title: string; description: [string, string]; keywords: string[] }>> = {
  "calacatta-gold": {
    es: {
      title: "Calacatta Gold",
      description: [
        "Calacatta Gold combina un fondo blanco luminoso y cálido con vetas grises marcadas, recorridas por finos hilos dorados. Cada tabla reproduce el movimiento amplio del exclusivo mármol italiano en el que se inspira, sin su porosidad ni su fragilidad.",
        "Con un pulido de brillo profundo, luce espectacular en una isla de cocina o una encimera en cascada, y da elegancia a cualquier encimera de baño. Las vetas atraviesan todo el espesor de la tabla, de modo que los cantos a inglete y los laterales en cascada parecen de piedra maciza.",
      ],
      keywords: ["Calacatta", "Calacatta Gold", "cuarzo blanco", "vetas doradas", "encimera de cocina", "isla de cocina"],
    },
    ru: {
      title: "Калакатта Голд",
      description: [
        "Калакатта Голд сочетает яркий тёплый белый фон с крупными серыми прожилками, вдоль которых тянутся тонкие золотистые нити. Каждый сляб передаёт размашистый рисунок редкого итальянского мрамора, но без его пористости и хрупкости.",
        "Глубокая зеркальная полировка делает его эффектным материалом для кухонного острова или столешницы «водопад», а в ванной комнате — для элегантной столешницы. Рисунок проходит через всю толщу сляба, поэтому кромки, запиленные под 45°, и боковины «водопада» выглядят как цельный камень.",
      ],
      keywords: [
        "Калакатта",
        "Калакатта Голд",
        "белый кварцевый агломерат",
        "золотистые прожилки",
        "кухонная столешница",
        "кухонный остров",
      ],
    },
    ar: {
      title: "كالاكاتا جولد",
      description: [
        "يجمع كالاكاتا جولد بين أرضية بيضاء ناصعة دافئة وعروق رمادية عريضة تتخللها خيوط ذهبية رفيعة. ويحمل كل لوح الحركة الانسيابية للرخام الإيطالي النادر الذي استُلهم منه، من دون مساميّته أو هشاشته.",
        "بتشطيبه اللامع العميق يصنع جزيرة مطبخ لافتة أو سطحًا بتصميم الشلال، وسطح مغسلة أنيقًا في الحمّام. وتمتد العروق في سماكة اللوح كلها، فتبدو الحواف المقصوصة بزاوية 45 درجة والجوانب الشلالية كأنها من حجر مصمت.",
      ],
      keywords: ["كالاكاتا", "كالاكاتا جولد", "كوارتز أبيض", "عروق ذهبية", "سطح مطبخ", "جزيرة مطبخ"],
    },
  },
  "calacatta-classic": {
    es: {
      title: "Calacatta Classic",
      description: [
        "Calacatta Classic dibuja anchas vetas gris antracita sobre un fondo blanco nítido. Su diseño, intenso y de alto contraste, da a cada instalación la presencia de una pared de mármol natural.",
        "Es nuestra tabla más solicitada para cocinas abiertas, donde una sola isla se convierte en el centro de la estancia, y para baños de hotel que buscan un aspecto atemporal con un mantenimiento sencillo.",
      ],
      keywords: ["Calacatta", "cuarzo blanco", "vetas grises", "efecto mármol", "encimera de cocina", "encimera de baño"],
    },
    ru: {
      title: "Калакатта Классик",
      description: [
        "Калакатта Классик — это широкие прожилки графитового цвета на чистом белом фоне. Выразительный контрастный рисунок придаёт любой отделке характер акцентной стены из натурального мрамора.",
        "Это наш самый востребованный сляб для кухонь-гостиных, где один остров становится центром всего пространства, и для ванных комнат в отелях, где нужны вневременная классика и простой уход.",
      ],
      keywords: ["Калакатта", "белый кварцевый агломерат", "серые прожилки", "под мрамор", "кухонная столешница", "столешница для ванной"],
    },
    ar: {
      title: "كالاكاتا كلاسيك",
      description: [
        "يرسم كالاكاتا كلاسيك عروقًا عريضة بلون الفحم الرمادي على أرضية بيضاء نقية. ويمنح نقشه الجريء عالي التباين كل تركيب حضور جدار من الرخام الطبيعي.",
        "إنه أكثر ألواحنا طلبًا للمطابخ المفتوحة، حيث تصبح جزيرة واحدة محور المكان، ولحمّامات الفنادق التي تحتاج إلى مظهر كلاسيكي لا يبهت مع سهولة في العناية.",
      ],
      keywords: ["كالاكاتا", "كوارتز أبيض", "عروق رمادية", "مظهر الرخام", "سطح مطبخ", "سطح مغسلة"],
    },
  },
  "calacatta-viola": {
    es: {
      title: "Calacatta Viola",
      description: [
        "Calacatta Viola extiende vetas rojo vino y violeta sobre un fondo blanco suave: una interpretación audaz de uno de los mármoles más codiciados del diseño contemporáneo.",
        "Úselo donde la superficie deba ser protagonista: barras de bar, mostradores de recepción, islas singulares y encimeras de baños de visitas. Combina de maravilla con latón cepillado, maderas oscuras y muebles en verde intenso.",
      ],
      keywords: ["Calacatta Viola", "vetas burdeos", "cuarzo blanco", "encimera protagonista", "barra de bar"],
    },
    ru: {
      title: "Калакатта Виола",
      description: [
        "Калакатта Виола — винно-красные и фиолетовые прожилки на мягком белом фоне, смелая интерпретация одного из самых востребованных мраморов современного дизайна.",
        "Выбирайте его там, где поверхность должна стать акцентом: для барных стоек, стоек ресепшн, островов и столешниц в гостевом санузле. Он прекрасно сочетается с брашированной латунью, тёмным деревом и мебелью глубокого зелёного цвета.",
      ],
      keywords: ["Калакатта Виола", "бордовые прожилки", "белый кварцевый агломерат", "акцентная столешница", "барная стойка"],
    },
    ar: {
      title: "كالاكاتا فيولا",
      description: [
        "يمدّ كالاكاتا فيولا عروقًا عنّابية وبنفسجية على أرضية بيضاء ناعمة، في تفسير جريء لواحد من أكثر أنواع الرخام طلبًا في التصميم المعاصر.",
        "استخدموه حيث يجب أن يلفت السطح الأنظار: أسطح البار، ومكاتب الاستقبال، والجزر المميزة، ومغاسل حمّامات الضيوف. ويتناغم بجمال مع النحاس المصقول بالفرشاة والخشب الداكن والخزائن الخضراء الداكنة.",
      ],
      keywords: ["كالاكاتا فيولا", "عروق عنّابية", "كوارتز أبيض", "سطح لافت", "سطح بار"],
    },
  },
  "carrara-white": {
    es: {
      title: "Carrara White",
      description: [
        "Carrara White recoge el veteado gris, suave y plumoso, del clásico mármol de Carrara sobre un fondo blanco frío. El diseño es sereno y uniforme, por lo que las juntas entre tablas apenas se notan.",
        "Versátil para cocinas familiares, revestimientos de pared de cocina, encimeras de baño y paredes de ducha, encaja tanto con muebles modernos como clásicos e ilumina las estancias con poca luz natural.",
      ],
      keywords: ["Carrara", "cuarzo blanco", "vetas grises suaves", "encimera de cocina", "encimera de baño"],
    },
    ru: {
      title: "Каррара Уайт",
      description: [
        "Каррара Уайт передаёт мягкие перистые серые прожилки классического каррарского мрамора на холодном белом фоне. Рисунок спокойный и равномерный, поэтому стыки между слябами почти незаметны.",
        "Универсальный выбор для семейной кухни, фартуков, столешниц для ванной и стен душевых: подходит и к современной, и к классической мебели и делает светлее помещения, где мало естественного света.",
      ],
      keywords: ["Каррара", "белый кварцевый агломерат", "мягкие серые прожилки", "кухонная столешница", "столешница для ванной"],
    },
    ar: {
      title: "كرارا وايت",
      description: [
        "يجسّد كرارا وايت العروق الرمادية الناعمة الشبيهة بالريش في رخام كرارا الكلاسيكي على أرضية بيضاء باردة. والنقشة هادئة ومتجانسة، فلا تكاد الفواصل بين الألواح تُرى.",
        "خيار متعدد الاستخدامات لمطابخ العائلات والجدار الخلفي للمطبخ وأسطح المغاسل وجدران الدش، يناسب الخزائن العصرية والتقليدية معًا، ويضفي إشراقًا على الغرف قليلة الإضاءة الطبيعية.",
      ],
      keywords: ["كرارا", "كوارتز أبيض", "عروق رمادية ناعمة", "سطح مطبخ", "مغسلة حمّام"],
    },
  },
  "statuario-venato": {
    es: {
      title: "Statuario Venato",
      description: [
        "Statuario Venato une un fondo blanco brillante con vetas nítidas de gris frío que se ramifican por toda la tabla. Su contraste limpio evoca el mejor mármol estatuario de los Alpes Apuanos.",
        "Las parejas de tablas a libro abierto crean paredes protagonistas y revestimientos de ducha espectaculares, mientras que las tablas sueltas se convierten en refinadas encimeras de cocina y de baño para proyectos residenciales y hoteleros.",
      ],
      keywords: ["Statuario", "cuarzo blanco", "vetas intensas", "libro abierto", "pared protagonista", "encimera de baño"],
    },
    ru: {
      title: "Статуарио Венато",
      description: [
        "Статуарио Венато сочетает сияющий белый фон с чёткими холодно-серыми прожилками, которые ветвятся по всему слябу. Чистый контраст напоминает лучший статуарный мрамор из Апуанских Альп.",
        "Пары слябов с зеркальной раскладкой рисунка создают эффектные акцентные стены и облицовку душевых, а из отдельных слябов получаются изысканные кухонные столешницы и столешницы для ванных в жилых домах и отелях.",
      ],
      keywords: [
        "Статуарио",
        "белый кварцевый агломерат",
        "выразительные прожилки",
        "зеркальная раскладка",
        "акцентная стена",
        "столешница для ванной",
      ],
    },
    ar: {
      title: "ستاتواريو فيناتو",
      description: [
        "يجمع ستاتواريو فيناتو بين أرضية بيضاء ساطعة وعروق واضحة بلون رمادي بارد تتفرع عبر اللوح. ويذكّر تباينه النقي بأجود رخام التماثيل من جبال الألب الأبوانية.",
        "تصنع الألواح المتطابقة العروق جدرانًا مميزة وتكسيات دش لافتة، بينما تتحول الألواح المفردة إلى أسطح مطابخ ومغاسل راقية للمشاريع السكنية والفندقية.",
      ],
      keywords: ["ستاتواريو", "كوارتز أبيض", "عروق جريئة", "ألواح متطابقة العروق", "جدار مميز", "سطح مغسلة"],
    },
  },
  "carrara-mist": {
    es: {
      title: "Carrara Mist",
      description: [
        "Carrara Mist suaviza el estilo Carrara con un fondo gris pálido y vetas tenues, como de niebla. Es sereno, discreto y disimula bien las marcas del día a día.",
        "Ideal para cocinas familiares de mucho uso, cocinas de oficina, laboratorios y baños públicos, donde una superficie clara tiene que seguir pareciendo limpia entre una limpieza y la siguiente.",
      ],
      keywords: ["Carrara", "cuarzo gris claro", "vetas sutiles", "baño", "espacios comerciales"],
    },
    ru: {
      title: "Каррара Мист",
      description: [
        "Каррара Мист смягчает каррарскую тему: бледно-серый фон и едва заметные, словно подёрнутые туманом прожилки. Спокойный, сдержанный камень, на котором почти не видны следы повседневного использования.",
        "Идеален для активно используемых семейных кухонь, офисных кухонь, лабораторий и столешниц в санузлах, где светлая поверхность должна выглядеть чистой от уборки до уборки.",
      ],
      keywords: ["Каррара", "светло-серый кварцевый агломерат", "деликатные прожилки", "ванная", "коммерческие объекты"],
    },
    ar: {
      title: "كرارا ميست",
      description: [
        "يُضفي كرارا ميست نعومة على طابع كرارا بأرضية رمادية شاحبة وعروق خافتة كالضباب. إنه هادئ وبسيط، ولا تظهر عليه آثار الاستخدام اليومي بسهولة.",
        "مثالي لمطابخ العائلات كثيرة الاستخدام، ومطابخ المكاتب، والمختبرات، ومغاسل دورات المياه العامة، حيث يجب أن يبقى السطح الفاتح نظيفًا في مظهره بين تنظيف وآخر.",
      ],
      keywords: ["كرارا", "كوارتز رمادي فاتح", "عروق خفيفة", "حمّام", "مشاريع تجارية"],
    },
  },
  "pure-white": {
    es: {
      title: "Pure White",
      description: [
        "Pure White es un blanco liso, limpio y luminoso, con un fino destello de partículas de vidrio que atrapan la luz a medida que uno se mueve por la estancia.",
        "Favorito de los arquitectos para cocinas minimalistas, laboratorios, mostradores de tiendas y grandes proyectos comerciales, en los que importa que el color sea uniforme en muchas tablas.",
      ],
      keywords: ["cuarzo blanco puro", "blanco liso", "destellos", "encimera de cocina", "proyectos comerciales"],
    },
    ru: {
      title: "Пьюр Уайт",
      description: [
        "Пьюр Уайт — чистый яркий однотонный белый с мелкими вкраплениями стеклянных частиц, которые поблёскивают на свету, когда вы двигаетесь по комнате.",
        "Его любят архитекторы: для минималистичных кухонь, лабораторий, торговых прилавков и крупных коммерческих объектов, где важен единый тон на множестве слябов.",
      ],
      keywords: ["белоснежный кварцевый агломерат", "однотонный белый", "блёстки", "кухонная столешница", "коммерческие объекты"],
    },
    ar: {
      title: "بيور وايت",
      description: [
        "بيور وايت لون أبيض سادة نقي وناصع، تتخلله حبيبات زجاجية دقيقة تلمع مع الضوء كلما تحركت في أرجاء الغرفة.",
        "يفضّله المهندسون المعماريون للمطابخ البسيطة، والمختبرات، ومنصّات البيع في المحلات، والمشاريع التجارية الكبيرة التي يهمّ فيها توحيد اللون في عدد كبير من الألواح.",
      ],
      keywords: ["كوارتز أبيض نقي", "أبيض سادة", "لمعان", "سطح مطبخ", "مشاريع تجارية"],
    },
  },
  "ivory-cream": {
    es: {
      title: "Ivory Cream",
      description: [
        "Ivory Cream es un blanco roto cálido, con suaves nubes, que hace más acogedores la cocina y el baño sin la dureza de una superficie blanca pura.",
        "Combina con muebles de roble y nogal, níquel cepillado e iluminación cálida, lo que lo convierte en una apuesta segura para apartamentos, habitaciones de hotel y viviendas modelo.",
      ],
      keywords: ["cuarzo crema", "cuarzo beige", "blanco cálido", "encimera de cocina", "encimera de baño de hotel"],
    },
    ru: {
      title: "Айвори Крим",
      description: [
        "Айвори Крим — тёплый молочно-белый цвет с мягкими облачными разводами: он делает кухню и ванную уютнее, без холодной строгости чисто-белой поверхности.",
        "Он дополняет мебель из дуба и ореха, фурнитуру из матового никеля и тёплый свет, поэтому это надёжный выбор для квартир, гостиничных номеров и шоурумов застройщиков.",
      ],
      keywords: [
        "кремовый кварцевый агломерат",
        "бежевый кварцевый агломерат",
        "тёплый белый",
        "кухонная столешница",
        "столешница для ванной в отеле",
      ],
    },
    ar: {
      title: "آيفوري كريم",
      description: [
        "آيفوري كريم لون أبيض دافئ مائل إلى العاجي بتموجات غائمة ناعمة، يضفي الدفء والراحة على المطابخ والحمّامات من دون برودة السطح الأبيض النقي.",
        "يتناغم مع خزائن البلوط والجوز، وإكسسوارات النيكل المصقول بالفرشاة، والإضاءة الدافئة، ما يجعله خيارًا مضمونًا للشقق السكنية وغرف الفنادق والوحدات النموذجية.",
      ],
      keywords: ["كوارتز كريمي", "كوارتز بيج", "أبيض دافئ", "سطح مطبخ", "مغاسل الفنادق"],
    },
  },
  "sparkle-black": {
    es: {
      title: "Sparkle Black",
      description: [
        "Sparkle Black es un negro profundo y uniforme salpicado de partículas de espejo que brillan bajo las luces de la cocina como un cielo nocturno.",
        "Junto a muebles blancos o de madera, aporta un contraste lujoso a cocinas, barras y mostradores de recepción, y disimula muy bien las migas y el desgaste diario.",
      ],
      keywords: ["cuarzo negro", "destellos", "partículas de espejo", "encimera de cocina", "barra de bar"],
    },
    ru: {
      title: "Спаркл Блэк",
      description: [
        "Спаркл Блэк — глубокий ровный чёрный цвет с зеркальными вкраплениями, которые мерцают под кухонным светом, как ночное небо.",
        "Рядом с белой или деревянной мебелью он создаёт роскошный контраст на кухне, в баре и на стойке ресепшн, а крошки и следы повседневного износа на нём почти не видны.",
      ],
      keywords: ["чёрный кварцевый агломерат", "блёстки", "зеркальные вкрапления", "кухонная столешница", "барная стойка"],
    },
    ar: {
      title: "سباركل بلاك",
      description: [
        "سباركل بلاك لون أسود عميق ومتجانس تنتشر فيه رقائق عاكسة تتلألأ تحت أضواء المطبخ كسماء الليل.",
        "يمنح المطابخ والبارات ومكاتب الاستقبال تباينًا فاخرًا بجانب الخزائن البيضاء أو الخشبية، ويُخفي الفتات وآثار الاستخدام اليومي بامتياز.",
      ],
      keywords: ["كوارتز أسود", "لمعان", "رقائق عاكسة", "سطح مطبخ", "سطح بار"],
    },
  },
  "starlight-grey": {
    es: {
      title: "Starlight Grey",
      description: [
        "Starlight Grey incorpora partículas de espejo plateadas en un fondo gris medio, para una superficie moderna con un brillo delicado.",
        "Encaja en cocinas contemporáneas, zonas de descanso de oficinas y mostradores de tiendas, y combina bien con herrajes en negro mate y maderas claras.",
      ],
      keywords: ["cuarzo gris", "destellos", "partículas de espejo", "encimera de cocina", "oficinas"],
    },
    ru: {
      title: "Старлайт Грей",
      description: [
        "Старлайт Грей — серебристые зеркальные вкрапления на среднесером фоне: современная поверхность с мягким мерцанием.",
        "Подходит для современных кухонь, зон отдыха в офисах и прилавков магазинов, хорошо сочетается с матово-чёрной фурнитурой и светлым деревом.",
      ],
      keywords: ["серый кварцевый агломерат", "блёстки", "зеркальные вкрапления", "кухонная столешница", "офис"],
    },
    ar: {
      title: "ستارلايت جراي",
      description: [
        "يضمّ ستارلايت جراي رقائق عاكسة فضية في أرضية رمادية متوسطة، لسطح عصري ذي بريق هادئ.",
        "يناسب المطابخ العصرية، ومناطق الاستراحة في المكاتب، ومنصّات البيع في المتاجر، ويتناسق جيدًا مع الإكسسوارات السوداء المطفية والخشب الفاتح.",
      ],
      keywords: ["كوارتز رمادي", "لمعان", "رقائق عاكسة", "سطح مطبخ", "مكاتب"],
    },
  },
  "sparkle-white": {
    es: {
      title: "Sparkle White",
      description: [
        "Sparkle White es un blanco luminoso con finas motas grises y de espejo, que dan profundidad y un brillo sutil a una superficie limpia.",
        "Práctico y alegre, es muy adecuado para cocinas familiares, viviendas de alquiler y encimeras de baño, donde las pequeñas marcas no deben notarse.",
      ],
      keywords: ["cuarzo blanco", "destellos", "moteado", "encimera de cocina", "encimera de baño"],
    },
    ru: {
      title: "Спаркл Уайт",
      description: [
        "Спаркл Уайт — яркий белый с мелкими серыми и зеркальными вкраплениями, которые придают чистой поверхности глубину и едва заметный блеск.",
        "Практичный и жизнерадостный, он хорошо подходит для семейных кухонь, квартир под сдачу и столешниц для ванной: мелкие следы на нём не бросаются в глаза.",
      ],
      keywords: ["белый кварцевый агломерат", "блёстки", "с вкраплениями", "кухонная столешница", "столешница для ванной"],
    },
    ar: {
      title: "سباركل وايت",
      description: [
        "سباركل وايت لون أبيض ناصع تتخلله رقائق دقيقة رمادية وعاكسة، تمنح السطح النقي عمقًا ولمعانًا خفيفًا.",
        "عملي ومبهج، ويناسب مطابخ العائلات والشقق المؤجرة وأسطح المغاسل، حيث لا ينبغي أن تظهر العلامات الصغيرة.",
      ],
      keywords: ["كوارتز أبيض", "لمعان", "منقّط", "سطح مطبخ", "سطح مغسلة"],
    },
  },
  "black-marquina": {
    es: {
      title: "Black Marquina",
      description: [
        "Black Marquina traza vetas de un blanco intenso sobre un fondo negro profundo: la versión en cuarzo del clásico mármol español Negro Marquina.",
        "Su contraste gráfico luce en islas de cocina, barras de bar, revestimientos de chimenea y paredes protagonistas de baño, sobre todo junto a detalles en blanco o en latón.",
      ],
      keywords: ["cuarzo negro", "Marquina", "vetas blancas", "encimera de cocina", "pared protagonista"],
    },
    ru: {
      title: "Блэк Маркина",
      description: [
        "Блэк Маркина — яркие белые прожилки на глубоком чёрном фоне: кварцевый аналог классического испанского мрамора Неро Маркина.",
        "Графичный контраст эффектно смотрится на кухонных островах, барных стойках, в облицовке каминов и на акцентных стенах в ванной — особенно рядом с белыми или латунными деталями.",
      ],
      keywords: ["чёрный кварцевый агломерат", "Маркина", "белые прожилки", "кухонная столешница", "акцентная стена"],
    },
    ar: {
      title: "بلاك ماركينا",
      description: [
        "يرسم بلاك ماركينا عروقًا بيضاء ساطعة على أرضية سوداء عميقة، وهو البديل المصنوع من الكوارتز لرخام نيرو ماركينا الإسباني الكلاسيكي.",
        "ويتألق تباينه الجريء على جزر المطابخ وأسطح البار وإطارات المدافئ وجدران الحمّامات المميزة، خصوصًا بجانب التفاصيل البيضاء أو النحاسية.",
      ],
      keywords: ["كوارتز أسود", "ماركينا", "عروق بيضاء", "سطح مطبخ", "جدار مميز"],
    },
  },
  "travertine-beige": {
    es: {
      title: "Travertine Beige",
      description: [
        "Travertine Beige reproduce las franjas superpuestas y cálidas del travertino, como tostadas por el sol, en una superficie de cuarzo compacta que no hay que rellenar ni sellar.",
        "Su tono neutro y cálido encaja en interiores mediterráneos y de estilo japandi, en encimeras de cocina y de baño y en revestimientos de paredes de hoteles y villas.",
      ],
      keywords: ["cuarzo beige", "efecto travertino", "neutro cálido", "encimera de cocina", "revestimiento de paredes"],
    },
    ru: {
      title: "Травертин Беж",
      description: [
        "Травертин Беж воспроизводит слоистые, словно прогретые солнцем полосы травертина в плотной кварцевой поверхности, которую не нужно ни шпаклевать, ни пропитывать.",
        "Тёплый нейтральный тон подходит для средиземноморских интерьеров и стиля джапанди, для кухонных столешниц, столешниц для ванной и облицовки стен в отелях и на виллах.",
      ],
      keywords: ["бежевый кварцевый агломерат", "под травертин", "тёплый нейтральный", "кухонная столешница", "облицовка стен"],
    },
    ar: {
      title: "ترافرتين بيج",
      description: [
        "يعيد ترافرتين بيج تقديم الطبقات المتموجة الدافئة لحجر الترافرتين كأنما لوّحتها الشمس، في سطح كوارتز كثيف لا يحتاج إلى سدّ مسام أو عزل.",
        "تناسب درجته المحايدة الدافئة الديكورات المتوسطية وأسلوب الجاباندي، وأسطح المطابخ والمغاسل، وتكسية الجدران في الفنادق والفلل.",
      ],
      keywords: ["كوارتز بيج", "مظهر الترافرتين", "لون محايد دافئ", "سطح مطبخ", "تكسية جدران"],
    },
  },
  "concrete-grey": {
    es: {
      title: "Concrete Grey",
      description: [
        "Concrete Grey ofrece el carácter crudo y jaspeado del cemento con la dureza y la resistencia a las manchas propias del cuarzo.",
        "Encaja de forma natural en cocinas de estilo industrial, cafeterías, locales comerciales e interiores de inspiración exterior, con acabado pulido o mate.",
      ],
      keywords: ["cuarzo gris", "efecto cemento", "industrial", "encimera de cocina", "espacios comerciales"],
    },
    ru: {
      title: "Конкрит Грей",
      description: [
        "Конкрит Грей передаёт грубоватую пятнистую фактуру литого бетона, сохраняя прочность кварцевого агломерата и его стойкость к пятнам.",
        "Он естественно вписывается в кухни в индустриальном стиле, кафе, торговые помещения и интерьеры с природными мотивами — с полированной или матовой поверхностью.",
      ],
      keywords: ["серый кварцевый агломерат", "под бетон", "индустриальный стиль", "кухонная столешница", "коммерческие объекты"],
    },
    ar: {
      title: "كونكريت جراي",
      description: [
        "يمنح كونكريت جراي الطابع الخام المبقّع للخرسانة المصبوبة، مع صلابة الكوارتز ومقاومته للبقع.",
        "خيار طبيعي لمطابخ الطراز الصناعي والمقاهي وتجهيز المحلات التجارية والديكورات الداخلية المستوحاة من الأجواء الخارجية، بتشطيب لامع أو مطفي.",
      ],
      keywords: ["كوارتز رمادي", "مظهر الخرسانة", "طراز صناعي", "سطح مطبخ", "مشاريع تجارية"],
    },
  },
};

/** What every demo product shares: the sizes-and-care paragraph, the applications and the specification rows. */
export const demoSharedTranslations: Translations<{ sizeAndCare: string; applications: string[]; specRows: SpecRow[] }> = {
  es: {
    sizeAndCare:
      "Tabla de 3200\u00a0×\u00a01600\u00a0mm, en 20 o 30\u00a0mm de espesor; las encimeras de cocina, las de baño y las islas se cortan a medida según sus planos. El cuarzo no necesita sellado. Limpie lo que se derrame con agua tibia y un detergente neutro, use un salvamanteles bajo ollas y sartenes calientes y evite los limpiadores muy alcalinos o con disolventes.",
    applications: ["Encimeras de cocina", "Encimeras de baño", "Revestimiento de paredes", "Pavimentos"],
    specRows: [
      { label: "Densidad", value: "2,4\u00a0g/cm³" },
      { label: "Absorción de agua", value: "≤\u00a00,02\u00a0%" },
      { label: "Dureza Mohs", value: "7" },
    ],
  },
  ru: {
    sizeAndCare:
      "Размер сляба 3200\u00a0×\u00a01600\u00a0мм, толщина 20 или 30\u00a0мм; кухонные столешницы, столешницы для ванной и острова изготавливаем по вашим чертежам. Кварцевый агломерат не нуждается в пропитке. Пролитое вытирайте тёплой водой с мягким моющим средством, горячую посуду ставьте на подставку и не используйте сильнощелочные средства и растворители.",
    applications: ["Кухонные столешницы", "Столешницы для ванной", "Облицовка стен", "Напольные покрытия"],
    specRows: [
      { label: "Плотность", value: "2,4\u00a0г/см³" },
      { label: "Водопоглощение", value: "≤\u00a00,02\u00a0%" },
      { label: "Твёрдость по Моосу", value: "7" },
    ],
  },
  ar: {
    sizeAndCare:
      "مقاس اللوح 3200 × 1600 مم، بسماكة 20 مم أو 30 مم؛ ونفصّل أسطح المطابخ وأسطح المغاسل والجزر حسب المقاس وفق مخططاتكم. لا يحتاج الكوارتز إلى أي مادة عازلة. امسحوا ما ينسكب بماء دافئ ومنظّف معتدل، وضعوا قاعدة تحت القدور الساخنة، وتجنّبوا المنظفات شديدة القلوية أو التي تحتوي على مذيبات.",
    applications: ["أسطح المطابخ", "أسطح المغاسل", "تكسية الجدران", "الأرضيات"],
    specRows: [
      { label: "الكثافة", value: "2.4 غ/سم³" },
      { label: "امتصاص الماء", value: "≤ 0.02%" },
      { label: "الصلابة على مقياس موس", value: "7" },
    ],
  },
};

/** The managed lists' labels, keyed "kind:slug" as in demoAttributeOptions. */
export const demoOptionTranslations: Record<string, Translations<{ label: string }>> = {
  "colour:white": { es: { label: "Blanco" }, ru: { label: "Белый" }, ar: { label: "أبيض" } },
  "colour:grey": { es: { label: "Gris" }, ru: { label: "Серый" }, ar: { label: "رمادي" } },
  "colour:black": { es: { label: "Negro" }, ru: { label: "Чёрный" }, ar: { label: "أسود" } },
  "colour:beige": { es: { label: "Beige" }, ru: { label: "Бежевый" }, ar: { label: "بيج" } },
  "colour:gold-brown": { es: { label: "Dorado / Marrón" }, ru: { label: "Золотистый / коричневый" }, ar: { label: "ذهبي / بني" } },
  "pattern:veined": { es: { label: "Veteado" }, ru: { label: "С прожилками" }, ar: { label: "بعروق" } },
  "pattern:marble-look": { es: { label: "Efecto mármol" }, ru: { label: "Под мрамор" }, ar: { label: "مظهر الرخام" } },
  "pattern:speckled": { es: { label: "Moteado" }, ru: { label: "С вкраплениями" }, ar: { label: "منقّط" } },
  "pattern:solid": { es: { label: "Liso" }, ru: { label: "Однотонный" }, ar: { label: "سادة" } },
  "pattern:concrete-look": { es: { label: "Efecto cemento" }, ru: { label: "Под бетон" }, ar: { label: "مظهر الخرسانة" } },
  "finish:polished": { es: { label: "Pulido" }, ru: { label: "Полированная" }, ar: { label: "لامع" } },
  "finish:honed": { es: { label: "Mate" }, ru: { label: "Матовая" }, ar: { label: "مطفي" } },
  "finish:leathered": { es: { label: "Efecto cuero" }, ru: { label: "Фактура «кожа»" }, ar: { label: "جلدي" } },
};

/**
 * A demo product's texts as stored (docs/decisions/048-owner-texts-one-shape.md): its English and Chinese, and in the
 * added languages its own texts with the paragraph, applications and rows every product shares.
 */
export function demoProductTexts(productId: string): LanguageTexts<ProductTexts> {
  const product = demoProducts.find((demo) => demo.id === productId)!;
  const { texts: attributeTexts } = demoAttributesOf(productId);
  const stored: LanguageTexts<ProductTexts> = {
    en: { title: product.titleEn, description: product.descriptionEn, keywords: product.keywords, ...attributeTexts.en },
    zh: { title: product.titleZh, description: product.descriptionZh, keywords: product.keywordsZh, ...attributeTexts.zh },
  };
  for (const language of translatedLanguages) {
    const own = demoProductTranslations[productId]?.[language];
    const shared = demoSharedTranslations[language];
    if (!own || !shared) continue;
    stored[language] = {
      title: own.title,
      description: [...(own.description ?? []), shared.sizeAndCare ?? ""].filter(Boolean),
      keywords: own.keywords,
      applications: shared.applications,
      specRows: shared.specRows,
    };
  }
  return stored;
}
