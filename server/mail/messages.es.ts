/**
 * Every email in Spanish (docs/decisions/022-lingui.md), the same messages as messages.ts with
 * the same care: nothing before the mail is opened says what the app is for, in either
 * language (GIVEAWAY_WORDS holds both). A new kind of mail does not compile until it is here.
 */
import type { Language } from '@shared/language';
import { answerLanguage } from '../http/language';
import { MAIL_MESSAGES, MAIL_PHRASES, message, nameForMail } from './messages';

const SENT_BY = 'Enviado por Fairsplit.';

export const MAIL_MESSAGES_ES: typeof MAIL_MESSAGES = {
  signupConfirmation: message(
    'Confirme su correo electrónico',
    'Falta un paso: confirme que este correo es suyo para terminar de crear la cuenta que acaba de abrir.',
    ({ link }: { link: string }) => [
      'El enlace de abajo funciona una vez, dentro de 24 horas. Si usted no se registró, ignore',
      'este correo: no pasará nada.',
      '',
      link,
      '',
      SENT_BY,
    ],
  ),

  alreadyRegistered: message(
    'Su cuenta ya existe',
    'Alguien intentó crear una cuenta con este correo, que ya tiene una.',
    ({ loginUrl }: { loginUrl: string }) => [
      'Si no fue usted, no tiene que hacer nada: no se cambió nada y nadie inició sesión.',
      'Si fue usted, inicie sesión o cambie su contraseña aquí:',
      '',
      loginUrl,
      '',
      SENT_BY,
    ],
  ),

  emailChange: message(
    'Confirme su nuevo correo electrónico',
    'Confirme que este correo es suyo: desde ahora su cuenta lo usará para iniciar sesión y para cada mensaje.',
    ({ link }: { link: string }) => [
      'Si usted no lo pidió, ignore este correo: no cambia nada. El enlace funciona una vez,',
      'dentro de 24 horas:',
      '',
      link,
      '',
      SENT_BY,
    ],
  ),

  emailChangeCurrent: message(
    'Confirme un cambio de su correo electrónico',
    'Alguien con sesión abierta en su cuenta pidió pasarla a otro correo. Solo cambia si usted también lo confirma aquí.',
    ({ link, newEmail, resetUrl }: { link: string; newEmail: string; resetUrl: string }) => [
      `El nuevo correo sería: ${newEmail}`,
      '',
      'Si fue usted, abra este enlace dentro de 24 horas (y el que se envió al nuevo correo):',
      '',
      link,
      '',
      'Si no fue usted, no abra el enlace: su correo sigue igual. Luego cambie su contraseña',
      'aquí, lo que cierra la sesión en todos los demás dispositivos y cancela el cambio:',
      '',
      resetUrl,
      '',
      SENT_BY,
    ],
  ),

  accountChanged: message(
    'Un cambio en su cuenta',
    'Se cambió un dato de su cuenta. Si fue usted, no tiene que hacer nada.',
    ({
      change,
      when,
      device,
      resetUrl,
    }: {
      change: string;
      when: string;
      device: string;
      resetUrl: string;
    }) => [
      `Qué cambió: ${change}`,
      `Cuándo: ${when}`,
      `Desde: ${device}`,
      '',
      'Si no fue usted, cambie su contraseña ahora. Eso cierra la sesión en todos los demás',
      'dispositivos:',
      '',
      resetUrl,
      '',
      SENT_BY,
    ],
  ),

  reauthentication: message(
    'Su código de confirmación',
    'Este es el código para confirmar un cambio en su cuenta.',
    ({ code }: { code: string }) => [
      `Su código: ${code}`,
      '',
      'Funciona una vez, dentro de una hora. Si usted no lo pidió, ignore este correo y piense',
      'en cambiar su contraseña.',
      '',
      SENT_BY,
    ],
  ),

  recovery: message(
    'Cambie su contraseña',
    'Alguien pidió cambiar la contraseña de su cuenta. Para elegir una contraseña nueva, abra el enlace de abajo dentro de una hora.',
    ({ link }: { link: string }) => [
      'Si no fue usted, ignore este correo: su contraseña sigue igual y el enlace vence sin',
      'usarse.',
      '',
      link,
      '',
      SENT_BY,
    ],
  ),

  newSignIn: message(
    'Nuevo inicio de sesión en su cuenta',
    'Alguien acaba de iniciar sesión en su cuenta desde un navegador o una red que no usaba últimamente. Si fue usted, no tiene que hacer nada.',
    ({
      when,
      device,
      network,
      signOutUrl,
      devicesUrl,
      resetUrl,
    }: {
      when: string;
      device: string;
      network: string;
      signOutUrl: string;
      devicesUrl: string;
      resetUrl: string;
    }) => [
      `Cuándo: ${when}`,
      `Navegador: ${device}`,
      `Red: ${network} (aproximada)`,
      '',
      'Si no fue usted, cierre ahora la sesión de ese dispositivo con este enlace (funciona una vez):',
      '',
      signOutUrl,
      '',
      'Luego cambie su contraseña, lo que también cierra la sesión en todos los demás dispositivos:',
      '',
      resetUrl,
      '',
      `Cada dispositivo con sesión abierta en su cuenta aparece en ${devicesUrl}`,
      '',
      SENT_BY,
    ],
  ),

  welcome: message(
    'Su cuenta está lista',
    'Su cuenta está lista. Abajo tiene tres hábitos que ayudan desde el primer día, y cómo apagar estos consejos.',
    ({ firstName, homeUrl }: { firstName: string | null; homeUrl: string }) => [
      nameForMail(firstName) ? `Hola, ${nameForMail(firstName)}:` : 'Hola:',
      '',
      'Tres cosas que ayudan desde el primer día:',
      '',
      '1. Anote las cosas el mismo día que pasan. Cada registro guarda la fecha en que se anotó y',
      '   cada cambio posterior, así que nadie puede decir que usted lo inventó la semana pasada.',
      '2. Guarde cada gasto del divorcio en un solo lugar, según llega, o importe meses de un',
      '   estado de cuenta bancario desde un archivo CSV de una sola vez.',
      '3. Antes de negociar, compare. La Calculadora de acuerdo gratuita compara lo que vale una',
      '   oferta con los resultados probables de un juicio, después de los honorarios.',
      '',
      'Premium ($29.99 al mes) agrega los registros de gastos, patrimonio neto y eventos, el',
      'planificador de la división que calcula quién paga a quién para un reparto justo, y un',
      'expediente con códigos de verificación para entregar a su abogado o mediador.',
      '',
      `Empiece aquí: ${homeUrl}`,
    ],
  ),

  accountDeleted: message<void>(
    'Su cuenta se borró',
    'Su cuenta y todo lo que tenía se borraron, como usted pidió.',
    () => [
      'Cualquier suscripción se canceló al instante; no habrá más cobros. Las exportaciones que',
      'usted entregó ahora se verifican como retiradas por su dueño.',
      '',
      'Si usted no pidió esto, responda a este correo.',
      '',
      SENT_BY,
    ],
  ),

  shareCreated: message(
    'Un nuevo enlace a sus registros',
    'Se acaba de crear en su cuenta un enlace de solo lectura a sus registros. Si lo hizo usted, no tiene que hacer nada. Si no, puede detenerlo al instante, sin iniciar sesión, con el enlace de este correo.',
    ({
      label,
      expires,
      covers,
      revokeUrl,
      sharingUrl,
      resetUrl,
    }: {
      label: string;
      expires: string;
      covers: string[];
      revokeUrl: string;
      sharingUrl: string;
      resetUrl: string;
    }) => [
      `Se creó un enlace a sus registros: ${nameForMail(label) || 'sin nombre'}, vence ${expires}.`,
      `Permite a quien lo tenga leer, y nunca cambiar: ${covers.join(', ')}.`,
      '',
      'Si usted no lo hizo, revóquelo ahora con este enlace (funciona una vez):',
      '',
      revokeUrl,
      '',
      'Revocar no se puede deshacer: el enlace deja de abrir al instante y para siempre. Para',
      'compartir otra vez, cree un enlace nuevo.',
      '',
      'Si usted no lo hizo, alguien pudo usar su teléfono o computadora con la sesión abierta.',
      'Cambie también su contraseña, lo que cierra la sesión en todos los demás dispositivos:',
      '',
      resetUrl,
      '',
      `Cada enlace que usted creó aparece en ${sharingUrl}`,
      '',
      SENT_BY,
    ],
  ),
};

/** The mails in `language`: by default the language of the request being answered. */
export function mailMessages(language: Language = answerLanguage()): typeof MAIL_MESSAGES {
  return language === 'es' ? MAIL_MESSAGES_ES : MAIL_MESSAGES;
}

const MAIL_PHRASES_ES: typeof MAIL_PHRASES = {
  yourPassword: 'su contraseña',
  yourEmailNow: (email) => `su correo electrónico, ahora ${email}`,
  marketingFooter: (page) => [
    'Usted recibe consejos y noticias de Fairsplit porque tiene una cuenta.',
    `Para dejar de recibirlos, abra ${page}`,
    'o apague "Consejos y noticias por correo" en Configuración, en Correo. Los correos sobre su',
    'cuenta (cambios de contraseña, confirmaciones) seguirán llegando.',
  ],
};

/** The phrases in `language`: by default the language of the request being answered. */
export function mailPhrases(language: Language = answerLanguage()): typeof MAIL_PHRASES {
  return language === 'es' ? MAIL_PHRASES_ES : MAIL_PHRASES;
}
