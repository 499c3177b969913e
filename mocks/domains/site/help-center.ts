import type { Language } from '../games/game-types';

/**
 * The help centre's answer (**designed**: the reference reads it through an external library). A list of
 * categories in the order shown, each with a tag (`/help#tag` opens it) and its questions; a question may
 * carry a tag of its own (`/help#withdraw` opens that answer). Answers are back-office HTML.
 */
export interface HelpCategory {
  tag: string;
  title: string;
  questions: { tag?: string; question: string; answer: string }[];
}

type Entry = [tag: string | undefined, question: string, answer: string];
const category = (tag: string, title: string, entries: Entry[]): HelpCategory => ({
  tag,
  title,
  questions: entries.map(([questionTag, question, answer]) => ({
    ...(questionTag ? { tag: questionTag } : {}),
    question,
    answer,
  })),
});

const english: HelpCategory[] = [
  category('about', 'About us', [
    [
      undefined,
      'Who we are',
      '<p><b>LuckyPlay Demo</b> is an online casino and sportsbook for players in Brazil: slots, live casino, sports, e-sports, fishing, lottery, card games and cockfights in one account and one wallet.</p><p>Deposits and withdrawals use PIX, and support answers in English and Portuguese around the clock.</p>',
    ],
    [
      undefined,
      'Licensing and fair play',
      '<p>Every game comes from a licensed studio whose random number generator is tested by an independent laboratory. Results cannot be changed by us or by the studio.</p>',
    ],
    [
      undefined,
      'Our games',
      '<ul><li>Thousands of slots from the best studios</li><li>Live tables with real dealers</li><li>Sports and e-sports betting before and during the match</li><li>Daily lottery draws</li></ul>',
    ],
  ]),
  category('faq', 'FAQ', [
    [
      'register',
      'How do I create an account?',
      '<p>Choose <b>Sign up</b> at the top of the page, enter a username, a password and your mobile number, and confirm with the code we send by SMS. You must be 18 or older.</p>',
    ],
    [
      'deposit',
      'How do I deposit?',
      '<p>Open <b>Deposit</b> in the member centre, choose PIX, enter the amount and pay the QR code in your banking app. The money usually arrives within a minute.</p><p><a href="/promotions">See the deposit offers</a>.</p>',
    ],
    [
      'withdraw',
      'How long does a withdrawal take?',
      '<p>Withdrawals are reviewed and paid within 24 hours, most of them within an hour. Make sure your PIX key is in your own name.</p>',
    ],
    [
      'password',
      'I forgot my password',
      '<p>Choose <b>Forgot password</b> in the login window and follow the steps with your registered mobile number or email address.</p>',
    ],
    [
      undefined,
      'My deposit has not arrived',
      '<p>Wait five minutes and refresh your balance. If it is still missing, send us a complaint with the time and amount of the payment: you will get a ticket number to follow it.</p>',
    ],
    [
      undefined,
      'What are points and how do I use them?',
      '<p>Every bet earns points. Exchange them for bonuses and gifts in the <a href="/pointMall">Points Mall</a>.</p>',
    ],
  ]),
  category('terms', 'Terms and conditions', [
    [
      undefined,
      'General terms',
      '<p>One account per person, household and device. Accounts are personal and may not be sold or shared. We may ask for proof of identity before paying a withdrawal.</p>',
    ],
    [
      undefined,
      'Bonus terms',
      '<p>Each bonus states its wagering requirement, its time limit and the games that count. Only one bonus can be active at a time. <img src="x" onerror="alert(1)"></p>',
    ],
  ]),
  category('privacy', 'Privacy policy', [
    [
      undefined,
      'What we collect',
      '<p>Your account details, your payments and your bets: what the law asks us to keep and what we need to run your account. We never sell your data.</p>',
    ],
    [
      undefined,
      'Cookies',
      '<p>We use cookies to keep you logged in and to remember your language. Analytics cookies are used only when the site is configured to measure visits.</p>',
    ],
  ]),
  category('responsible', 'Responsible gaming', [
    [
      undefined,
      'Play for fun',
      '<p>Gambling is entertainment, not a way to earn money. Only play with money you can afford to lose, and never chase your losses.</p>',
    ],
    [
      'limits',
      'Set your limits',
      '<p>Decide before you play how much time and money you will spend. Support can set deposit limits on your account at any time.</p>',
    ],
    [
      'self-exclusion',
      'Take a break or exclude yourself',
      '<p>Ask support to pause your account for a day, a week or longer, or to close it for good. A pause cannot be undone before it ends.</p>',
    ],
    [
      undefined,
      'Where to get help',
      '<p>If gambling stops being fun, talk to someone. Free and confidential help is available from organisations such as <a href="https://www.gamblersanonymous.org/">Gamblers Anonymous</a>.</p>',
    ],
  ]),
  category('contact', 'Contact us', [
    [
      undefined,
      'How can I reach support?',
      '<p>Use the live chat on the right of the page, any time of day. For a complaint that needs a reply in writing, send feedback: you will get a ticket number.</p>',
    ],
  ]),
  category('sponsor', 'Sponsorships', [
    [
      undefined,
      'Official partner of the Rio Beach Football League',
      '<p>Since 2025 LuckyPlay Demo has supported the Rio Beach Football League: twelve clubs, free entry for the public, and a youth tournament every summer.</p>',
    ],
    [
      undefined,
      'Esports Brazil Cup',
      "<p>We are the main sponsor of the Esports Brazil Cup, the country's largest amateur tournament, with R$ 200,000 in prizes for its finalists.</p>",
    ],
    [
      undefined,
      'Community',
      '<p>Part of every sponsorship goes to sports equipment for community clubs in São Paulo and Rio de Janeiro.</p>',
    ],
  ]),
];

const portuguese: HelpCategory[] = [
  category('about', 'Sobre nós', [
    [
      undefined,
      'Quem somos',
      '<p><b>LuckyPlay Demo</b> é um cassino online e casa de apostas para jogadores no Brasil: slots, cassino ao vivo, esportes, e-sports, pesca, loteria, jogos de cartas e rinhas em uma só conta e uma só carteira.</p><p>Depósitos e saques usam PIX, e o suporte atende em português e inglês 24 horas por dia.</p>',
    ],
    [
      undefined,
      'Licença e jogo justo',
      '<p>Todos os jogos vêm de estúdios licenciados cujo gerador de números aleatórios é testado por um laboratório independente. Os resultados não podem ser alterados por nós nem pelo estúdio.</p>',
    ],
    [
      undefined,
      'Nossos jogos',
      '<ul><li>Milhares de slots dos melhores estúdios</li><li>Mesas ao vivo com crupiês reais</li><li>Apostas esportivas e de e-sports antes e durante a partida</li><li>Sorteios diários de loteria</li></ul>',
    ],
  ]),
  category('faq', 'Perguntas frequentes', [
    [
      'register',
      'Como crio uma conta?',
      '<p>Escolha <b>Cadastrar</b> no topo da página, informe um nome de usuário, uma senha e seu celular, e confirme com o código enviado por SMS. É preciso ter 18 anos ou mais.</p>',
    ],
    [
      'deposit',
      'Como faço um depósito?',
      '<p>Abra <b>Depósito</b> na central do membro, escolha PIX, informe o valor e pague o QR code no app do seu banco. O dinheiro costuma chegar em um minuto.</p><p><a href="/promotions">Veja as ofertas de depósito</a>.</p>',
    ],
    [
      'withdraw',
      'Quanto tempo leva um saque?',
      '<p>Os saques são analisados e pagos em até 24 horas, a maioria em uma hora. Confira se a sua chave PIX está no seu nome.</p>',
    ],
    [
      'password',
      'Esqueci minha senha',
      '<p>Escolha <b>Esqueci a senha</b> na janela de login e siga os passos com o celular ou e-mail cadastrado.</p>',
    ],
    [
      undefined,
      'Meu depósito não chegou',
      '<p>Aguarde cinco minutos e atualize o saldo. Se ainda faltar, envie uma reclamação com o horário e o valor do pagamento: você receberá um número de protocolo para acompanhar.</p>',
    ],
    [
      undefined,
      'O que são pontos e como uso?',
      '<p>Cada aposta rende pontos. Troque-os por bônus e presentes na <a href="/pointMall">Loja de pontos</a>.</p>',
    ],
  ]),
  category('terms', 'Termos e condições', [
    [
      undefined,
      'Termos gerais',
      '<p>Uma conta por pessoa, residência e aparelho. As contas são pessoais e não podem ser vendidas nem compartilhadas. Podemos pedir um documento de identidade antes de pagar um saque.</p>',
    ],
    [
      undefined,
      'Termos de bônus',
      '<p>Cada bônus informa o rollover, o prazo e os jogos que contam. Só um bônus pode estar ativo por vez. <img src="x" onerror="alert(1)"></p>',
    ],
  ]),
  category('privacy', 'Política de privacidade', [
    [
      undefined,
      'O que coletamos',
      '<p>Os dados da sua conta, seus pagamentos e suas apostas: o que a lei exige e o que precisamos para manter sua conta. Nunca vendemos seus dados.</p>',
    ],
    [
      undefined,
      'Cookies',
      '<p>Usamos cookies para manter você conectado e lembrar seu idioma. Cookies de análise só são usados quando o site está configurado para medir visitas.</p>',
    ],
  ]),
  category('responsible', 'Jogo responsável', [
    [
      undefined,
      'Jogue por diversão',
      '<p>Apostar é entretenimento, não uma forma de ganhar dinheiro. Jogue apenas com o que pode perder e nunca tente recuperar perdas.</p>',
    ],
    [
      'limits',
      'Defina seus limites',
      '<p>Decida antes de jogar quanto tempo e dinheiro vai gastar. O suporte pode definir limites de depósito na sua conta a qualquer momento.</p>',
    ],
    [
      'self-exclusion',
      'Faça uma pausa ou autoexclua-se',
      '<p>Peça ao suporte para pausar sua conta por um dia, uma semana ou mais, ou para encerrá-la de vez. Uma pausa não pode ser desfeita antes do fim.</p>',
    ],
    [
      undefined,
      'Onde buscar ajuda',
      '<p>Se o jogo deixar de ser diversão, converse com alguém. Há ajuda gratuita e confidencial em organizações como os <a href="https://www.jogadoresanonimos.com.br/">Jogadores Anônimos</a>.</p>',
    ],
  ]),
  category('contact', 'Fale conosco', [
    [
      undefined,
      'Como falo com o suporte?',
      '<p>Use o chat ao vivo à direita da página, a qualquer hora. Para uma reclamação que precisa de resposta por escrito, envie um feedback: você receberá um número de protocolo.</p>',
    ],
  ]),
  category('sponsor', 'Patrocínios', [
    [
      undefined,
      'Parceiro oficial da Liga Carioca de Futebol de Areia',
      '<p>Desde 2025 a LuckyPlay Demo apoia a Liga Carioca de Futebol de Areia: doze clubes, entrada gratuita para o público e um torneio juvenil todo verão.</p>',
    ],
    [
      undefined,
      'Copa Brasil de Esports',
      '<p>Somos o patrocinador principal da Copa Brasil de Esports, o maior torneio amador do país, com R$ 200.000 em prêmios para os finalistas.</p>',
    ],
    [
      undefined,
      'Comunidade',
      '<p>Parte de cada patrocínio vira material esportivo para clubes comunitários em São Paulo e no Rio de Janeiro.</p>',
    ],
  ]),
];

const categories: Record<Language, HelpCategory[]> = { EN: english, PT: portuguese };

export function helpCenter(language: Language): HelpCategory[] {
  return categories[language];
}
