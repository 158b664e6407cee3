import type { AboutPage } from "~/modules/site-settings/about-page";

/*
 * Written as a stone trader in each market writes, not word for word. Spanish: "cuarzo", "tabla" (slab), "encimera"
 * (countertop), "marmolista" (fabricator), "6.000 m²". Russian: «кварцевый агломерат», «сляб», «столешница», groups of
 * thousands and units set off by a no-break space ("6 000 м²"). Arabic (Modern Standard): «كوارتز», «لوح», «سطح المطبخ»,
 * Western digits, the Arabic comma. The Chinese land unit mu is given with its hectares (140 mu ≈ 9.3 ha, 148 mu ≈ 9.9 ha).
 * NSF, CE and SGS stay in Latin letters.
 */

/** The About page's built-in texts in the added languages, as a trader in each market writes them (docs/requirements/languages.md#added-languages). */
export const demoAboutTranslations: Omit<AboutPage["texts"], "en" | "zh"> = {
  es: {
    name: "Guangdong Saide New Material Co., Ltd.",
    intro: [
      "Fundada en 2012, Guangdong Saide New Material Co., Ltd. fabrica tablas de cuarzo en Yunfu (Guangdong), el corazón de la industria china de la piedra. Desde la selección de la materia prima hasta el pulido final, cada tabla sale de nuestra propia planta, con un equipo de más de 400 personas que pronto superará las 600.",
      "La fábrica ocupa 140 mu (9,3\u00a0ha) en la fase 1 y otros 148 mu (9,9\u00a0ha) en la fase 2, con 60.000\u00a0m² de naves de producción. Prensas de vibrocompresión al vacío, líneas automáticas de calibrado y pulido y cortadoras de puente CNC nos dan una capacidad de 6.000\u00a0m² diarios, que llegará a 12.000\u00a0m² cuando entre en marcha la fase 2.",
      "Las tablas Saide cuentan con la certificación NSF y el marcado CE, y han sido ensayadas por SGS: son no porosas, aptas para el contacto con alimentos y resistentes a las manchas, los arañazos y el calor. La tabla estándar mide 3200\u00a0×\u00a01600\u00a0mm, en 20 y 30\u00a0mm de espesor, y fabricamos a medida encimeras de cocina, encimeras de baño e islas según plano.",
      "Hoy nuestro cuarzo está instalado en cocinas, baños, hoteles y oficinas de más de 60 países. Distribuidores, marmolistas y compradores de proyectos trabajan con un único equipo comercial, desde la primera muestra hasta el último contenedor.",
    ],
    capacity: "Capacidad de 6.000\u00a0m² diarios; objetivo: 12.000\u00a0m²",
    staff: "Más de 400 empleados; objetivo: más de 600",
    area: "Terreno de 140 mu (9,3\u00a0ha) en la fase 1 y de 148 mu (9,9\u00a0ha) en la fase 2",
    equipment: "Naves de producción de 60.000\u00a0m²",
  },
  ru: {
    name: "Гуандун Сайдэ Нью Материал Ко., Лтд.",
    intro: [
      "Компания «Гуандун Сайдэ Нью Материал» (Guangdong Saide New Material Co., Ltd.) основана в\u00a02012 году и выпускает слябы из кварцевого агломерата в городе Юньфу провинции Гуандун — сердце камнеобрабатывающей индустрии Китая. Весь цикл, от отбора кварцевого сырья до финальной полировки, проходит на нашем собственном заводе: здесь работают более 400 человек, а скоро штат превысит 600.",
      "Первая очередь завода занимает 140 му (9,3\u00a0га), вторая — ещё 148 му (9,9\u00a0га); площадь производственных цехов — 60\u00a0000\u00a0м². Вакуумные вибропрессы, автоматические линии калибровки и полировки и мостовые пилы с ЧПУ выпускают 6\u00a0000\u00a0м² в сутки, а с запуском второй очереди мощность вырастет до 12\u00a0000\u00a0м².",
      "Слябы Saide сертифицированы NSF, имеют маркировку CE и прошли испытания в SGS: они непористые, безопасны для контакта с пищевыми продуктами, устойчивы к пятнам, царапинам и нагреву. Стандартный сляб — 3200\u00a0×\u00a01600\u00a0мм, толщина 20 и 30\u00a0мм; кухонные столешницы, столешницы для ванной и острова изготавливаем в размер по вашим чертежам.",
      "Сегодня наш кварцевый агломерат стоит на кухнях, в ванных комнатах, отелях и офисах более чем в 60 странах. Дистрибьюторы, камнеобрабатывающие цеха и закупщики под объекты работают с одним отделом продаж — от первого образца до последнего контейнера.",
    ],
    capacity: "Мощность 6\u00a0000\u00a0м² в сутки, цель — 12\u00a0000\u00a0м²",
    staff: "Более 400 сотрудников, цель — свыше 600",
    area: "Территория: 140 му (9,3\u00a0га) — первая очередь, 148 му (9,9\u00a0га) — вторая",
    equipment: "Производственные цеха площадью 60\u00a0000\u00a0м²",
  },
  ar: {
    name: "شركة قوانغدونغ سايد للمواد الجديدة المحدودة",
    intro: [
      "تأسست شركة قوانغدونغ سايد للمواد الجديدة المحدودة عام 2012، وتصنّع ألواح الكوارتز في مدينة يونفو بمقاطعة قوانغدونغ، قلب صناعة الحجر في الصين. ومن انتقاء خامات الكوارتز حتى التلميع النهائي، يُنتَج كل لوح داخل مصنعنا على يد فريق يضم أكثر من 400 موظف، ويتوسع ليتجاوز 600 موظف.",
      "يمتد مصنعنا على مساحة 140 مو (نحو 9.3 هكتار) في المرحلة الأولى، تضاف إليها 148 مو (نحو 9.9 هكتار) في المرحلة الثانية، مع ورش إنتاج بمساحة 60,000 م². وبفضل مكابس الضغط الاهتزازي بالتفريغ، وخطوط المعايرة والتلميع الآلية، ومناشير الجسر العاملة بالتحكم الرقمي (CNC)، تبلغ طاقتنا الإنتاجية 6,000 م² يوميًا، وسترتفع إلى 12,000 م² مع تشغيل المرحلة الثانية.",
      "ألواح سايد حاصلة على شهادة NSF، وتحمل علامة CE، ومختبرة لدى SGS: فهي غير مسامية، وآمنة للتلامس مع الطعام، ومقاومة للبقع والخدوش والحرارة. مقاس اللوح القياسي 3200 × 1600 مم بسماكة 20 مم أو 30 مم، ونفصّل أسطح المطابخ وأسطح المغاسل والجزر حسب المقاس وفق مخططاتكم.",
      "واليوم يُركَّب الكوارتز الذي ننتجه في المطابخ والحمّامات والفنادق والمكاتب في أكثر من 60 دولة. ويتعامل الموزعون وورش التصنيع ومشترو المشاريع مع فريق مبيعات واحد، من العينة الأولى حتى آخر حاوية.",
    ],
    capacity: "طاقة إنتاجية يومية 6,000 م²، والهدف 12,000 م²",
    staff: "أكثر من 400 موظف، والهدف تجاوز 600",
    area: "المساحة: 140 مو (9.3 هكتار) للمرحلة الأولى، و148 مو (9.9 هكتار) للمرحلة الثانية",
    equipment: "ورش إنتاج بمساحة 60,000 م²",
  },
};
