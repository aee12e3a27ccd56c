// The demo hosts' legal documents (decision 043): run from apps/api, which has pdfkit and the
// DejaVu fonts (Polish characters): `node ../../prisma/demo-documents/make-demo-documents.mjs ../../prisma/demo-documents`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/package.json`);
const PDFDocument = require('pdfkit');
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const out = process.argv[2];
const brands = {
  demo: { pl: 'Demo Dom Maklerski', en: 'Demo Brokerage House' },
  custom: { pl: 'Custom Capital', en: 'Custom Capital' },
};
const kinds = {
  terms: { pl: 'Regulamin świadczenia usług', en: 'Terms of service' },
  privacy: { pl: 'Polityka prywatności', en: 'Privacy policy' },
  risks: { pl: 'Ryzyka inwestycyjne', en: 'Investment risks' },
};
const body = {
  terms: {
    pl: [
      '§ 1. Regulamin określa zasady korzystania z platformy ofert kampanii {brand}.',
      '§ 2. Inwestor składa zapis po zapoznaniu się z ofertą, dokumentem ryzyk i niniejszym regulaminem.',
      '§ 3. Umowa zostaje zawarta z chwilą złożenia podpisu elektronicznego.',
      '§ 4. Reklamacje można zgłaszać doradcy lub na adres biura obsługi klienta.',
    ],
    en: [
      '§ 1. These terms govern the use of the {brand} campaign offer platform.',
      '§ 2. An investor subscribes after reading the offer, the investment risks and these terms.',
      '§ 3. The agreement is made when the electronic signature is given.',
      '§ 4. Complaints may be made to the advisor or to the client service office.',
    ],
  },
  privacy: {
    pl: [
      '1. Administratorem danych osobowych jest {brand}.',
      '2. Dane przetwarzamy w celu zawarcia i wykonania umowy oraz wypełnienia obowiązków AML (art. 6 ust. 1 lit. b i c RODO).',
      '3. Przysługuje Ci prawo dostępu do danych, ich sprostowania, usunięcia i przeniesienia.',
      '4. Dane przechowujemy przez okres wymagany przepisami prawa.',
    ],
    en: [
      '1. The controller of personal data is {brand}.',
      '2. We process data to make and perform the agreement and to meet AML duties (Art. 6(1)(b) and (c) GDPR).',
      '3. You have the right to access, rectify, erase and port your data.',
      '4. We keep data for as long as the law requires.',
    ],
  },
  risks: {
    pl: [
      'Inwestycja w obligacje korporacyjne wiąże się z ryzykiem utraty części lub całości zainwestowanych środków.',
      'Ryzyko kredytowe: emitent może nie wykupić obligacji lub nie wypłacić odsetek w terminie.',
      'Ryzyko płynności: obligacje mogą nie być notowane na rynku regulowanym.',
      'Ryzyko stopy procentowej: przy zmiennym oprocentowaniu odsetki mogą spaść.',
    ],
    en: [
      'Investing in corporate bonds carries the risk of losing part or all of the money invested.',
      'Credit risk: the issuer may fail to redeem the bonds or pay interest on time.',
      'Liquidity risk: the bonds may not be listed on a regulated market.',
      'Interest-rate risk: with a variable rate, the interest may fall.',
    ],
  },
};
const labels = { pl: 'Dokument demonstracyjny, wersja 1', en: 'Demonstration document, version 1' };
for (const [brandKey, brand] of Object.entries(brands)) {
  for (const [kind, title] of Object.entries(kinds)) {
    for (const lang of ['pl', 'en']) {
      const doc = new PDFDocument({
        size: 'A4',
        margin: 56,
        info: {
          Title: `${title[lang]} – ${brand[lang]}`,
          Author: brand[lang],
          CreationDate: new Date('2026-11-01T00:00:00Z'),
        },
      });
      const chunks = [];
      doc.on('data', (c) => chunks.push(c));
      const done = new Promise((r) => doc.on('end', r));
      doc.font(BOLD).fontSize(18).text(title[lang]);
      doc.moveDown(0.3).font(REGULAR).fontSize(11).fillColor('#444').text(`${brand[lang]} · ${labels[lang]}`);
      doc.moveDown(1).fillColor('#000');
      for (const p of body[kind][lang])
        doc.fontSize(11).text(p.replace('{brand}', brand[lang]), { align: 'justify' }).moveDown(0.6);
      doc.end();
      await done;
      const file = `${out}/${brandKey}-${kind}.${lang}.pdf`;
      writeFileSync(file, Buffer.concat(chunks));
    }
  }
}
