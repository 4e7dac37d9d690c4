import type { Translation } from '../../i18n/message-catalog';
import type { legalNoticeFr } from './legal-notice.fr';

export const legalNoticeAr = {
  'title': 'الإشعار القانوني',
  'intro': 'معلومات عن ناشر موقع Lieux والقواعد التي تسري على محتواه.',
  's.publisher.title': 'الناشر',
  's.publisher.body':
    'ينشر موقع Lieux شركة {company}، {legalForm}، ومقرها الاجتماعي: {office}.\n- السجل التجاري: {tradeRegister}\n- المعرّف الموحد للمقاولة (ICE): {ice}\n- البريد الإلكتروني: {email}\n- الهاتف: {phone}\n\nمدير النشر هو الممثل القانوني للناشر.',
  's.hosting.title': 'الاستضافة',
  's.hosting.body':
    'يُستضاف الموقع وبياناته لدى {host}، المرتبط مع Lieux بعقد معالجة يلزمه بسرية البيانات وأمنها.',
  's.ip.title': 'الملكية الفكرية',
  's.ip.body':
    'علامة Lieux وشعاره وتصميمه ونصوصه وصيغة النقاط المنشورة محمية، ويُمنع أي نسخ دون إذن. إنستغرام وتيك توك وفيسبوك ولينكدإن وGoogle Business علامات لأصحابها، وLieux غير تابع لهذه الشركات ولا معتمد منها.',
  's.data.title': 'البيانات الشخصية',
  's.data.body':
    'تحترم معالجات Lieux للبيانات الشخصية القانون رقم 09‑08، وقد صُرّح بها لدى CNDP (وصل رقم {cndpReceipt})، ويسري RGPD أيضًا على الأشخاص في الاتحاد الأوروبي. التفاصيل في سياسة الخصوصية وسياسة ملفات تعريف الارتباط وصفحة «حقوقكم (RGPD)».',
  's.report.title': 'الإبلاغ عن محتوى',
  's.report.body':
    'مكان بمعلومات غير صحيحة، أو محتوى غير مشروع، أو تلاعب بالأصوات؟ راسلونا على {email} مع عنوان الصفحة: ندرس كل بلاغ ونسحب فورًا كل ما هو غير مشروع بشكل واضح.',
  's.law.title': 'القانون المطبّق',
  's.law.body': 'يخضع الموقع للقانون المغربي.',
} satisfies Translation<typeof legalNoticeFr>;
