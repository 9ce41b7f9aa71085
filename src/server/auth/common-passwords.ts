import { dictionary } from '@zxcvbn-ts/language-common';

// The most common passwords of 8+ characters (shorter ones fail the length rule anyway), from the
// well-known public breach frequency lists, plus faith-themed ones common among our users; with the
// bundled list below. A password is refused when it, or its stem without trailing digits and symbols,
// is here.
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word passwort
12345678 123456789 1234567890 0123456789 87654321 987654321 11111111 111111111 00000000 22222222
88888888 66666666 12341234 11223344 12121212 13131313 01012000 12344321 123123123 147258369 123qweasd
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx
asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abcdefgh abcdefg1 a1b2c3d4 aa123456
iloveyou iloveyou1 iloveyou2 iloveu123 lovelove loveyou1 mylove123 sweetheart sunshine sunshine1
princess princess1 football football1 baseball baseball1 basketball soccer123 superman batman123
starwars trustno1 whatever welcome1 welcome123 letmein1 letmein123 changeme changeme1 default1
computer internet monkey123 dragon123 master123 shadow123 michael1 jennifer jessica1 ashley123
charlie1 jordan23 liverpool chelsea1 arsenal1 manchester hello123 hellohello freedom1 forever1
butterfly flower123 daniel123 anthony1 michelle 1234qwer qazwsxedc q1w2e3r4 q1w2e3r4t5 administrator
admin123 admin1234 root1234 secret123 mustang1 harley123 ranger123 hunter12 buster123 tigger123
summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 winter2024 spring2024 autumn2024
december november september october1 january1 february1 whatever1 nothing1 bigdaddy mommy123
family123 familia1 myfamily husband1 wife1234 mywife123 myhusband marriage married1 wedding1
jesus123 jesus1234 jesuschrist jesuslovesme jesusismylord ilovejesus ilovegod godisgood godislove
godbless godblessme blessed1 blessed123 blessing faithful faith123 hallelujah praisegod praisethelord
amazinggrace christian christ123 savior123 saviour1 heaven123 angel123 angels123 believer trinity1
holyspirit salvation scripture psalm2323 john3:16 john316 jeremiah2911 proverbs31 graceandpeace
`;

/**
 * Ours, and the 49,000 most common passwords of zxcvbn-ts's list (@zxcvbn-ts/language-common, MIT:
 * drawn from public breach frequency lists), lower-cased as the check reads them.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...LIST.split(/\s+/).filter(Boolean),
  ...dictionary['passwords-common'].map((password) => password.toLowerCase()),
]);

/** Common stems that stay weak with digits or symbols appended ("Password123!", "jesus2024"). */
export const COMMON_STEMS: ReadonlySet<string> = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'iloveyou',
  'welcome',
  'letmein',
  'jesus',
  'jesuschrist',
  'blessed',
  'god',
  'faith',
  'love',
  'admin',
  'princess',
  'sunshine',
  'football',
  'monkey',
  'dragon',
  'abc',
  'abcd',
  'qwertyuiop',
  'asdf',
  'changeme',
  'secret',
  'summer',
  'winter',
  'family',
  'husband',
  'wife',
]);
