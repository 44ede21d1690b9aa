/**
 * The Spanish of every message `shared/` says (docs/decisions/022-lingui.md): the server answers
 * with it, and the browser loads it with the Spanish catalog. `shared/locales/es.test.ts` holds
 * every message object of `shared/` to having its twin here. The Spanish addresses the reader
 * as usted and uses docs/glossary.md's words.
 */
import {
  ACCOUNT_DELETE_MESSAGES,
  EMAIL_PREFERENCES_MESSAGES,
  LANGUAGE_MESSAGES,
  MARKETING_EMAILS_LABEL,
} from '../account';
import { API_MESSAGES } from '../api-messages';
import { AUTH_MESSAGES } from '../auth';
import { IMPORT_NOTES, UNREADABLE_ROW } from '../csv-import';
import { DEVICES_MESSAGES } from '../devices';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_LIMITS,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_RESTORE_DAYS,
} from '../documents';
import {
  DECISION_BOUNDS,
  DECISION_DEFAULT_NAMES,
  DECISION_MESSAGES,
  DECISION_NAME_LIMITS,
  DECISION_SOURCE_NOTES,
} from '../decision-analysis';
import { BALANCE_REASONS, DIVISION_MESSAGES } from '../division';
import {
  CONCERN_LABELS,
  CONCERN_LABELS_ES,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_MESSAGES,
  PARTY_LABELS,
  PARTY_LABELS_ES,
} from '../events';
import { EVIDENCE_MESSAGES, UNSAVED_SETTING_MESSAGES } from '../evidence';
import { EXPENSE_MESSAGES, EXPENSE_NAME_MAX_LENGTH } from '../expenses';
import { EXPORT_MESSAGES } from '../exports';
import { EXPENSE_CATEGORY_MESSAGES } from '../expense-categories';
import { DISCLOSURE_MESSAGES } from '../disclosure';
import {
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPE_LABELS_ES,
  FREQUENCY_LABELS,
  FREQUENCY_LABELS_ES,
  INCOME_MESSAGES,
  INCOME_NAME_MAX_LENGTH,
  INCOME_TYPE_LABELS,
  INCOME_TYPE_LABELS_ES,
} from '../income';
import { IMPORT_MESSAGES } from '../import';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_REASON_LABELS_ES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LABELS_ES,
  REIMBURSEMENT_STATUS_LABELS,
  REIMBURSEMENT_STATUS_LABELS_ES,
  SUPPORT_CASE_NUMBER_MAX_LENGTH,
  SUPPORT_FREQUENCY_LABELS,
  SUPPORT_FREQUENCY_LABELS_ES,
  SUPPORT_MESSAGES,
  SUPPORT_NOTE_MAX_LENGTH,
  SUPPORT_ORDER_TYPE_LABELS,
  SUPPORT_ORDER_TYPE_LABELS_ES,
  SUPPORT_PAYER_LABELS,
  SUPPORT_PAYER_LABELS_ES,
  SUPPORT_TEXT_MAX_LENGTH,
} from '../support';
import {
  NETWORTH_MESSAGES,
  NETWORTH_NAME_MAX_LENGTH,
  NETWORTH_NOTES_MAX_LENGTH,
  OWNERSHIP_LABELS,
  OWNERSHIP_LABELS_ES,
  CATEGORY_NAMES,
  CATEGORY_NAMES_ES,
} from '../networth';
import { NETWORTH_IMPORT_NOTES } from '../networth-import';
import { PAPER_SIZE_LABELS } from '../paper-size';
import {
  ACCOUNT_HOLDER,
  BASE_LABELS,
  BASE_LABELS_ES,
  PARTIES_MESSAGES,
  PARTY_NAME_LIMITS,
  PARTY_NAME_MAX_LENGTH,
  PLAIN_SPOUSE_LABELS,
  YOU,
} from '../parties';
import { RISK_BAND_LABELS } from '../settlement';
import { RISK_BAND_LABELS_ES } from './settlement.es';
import {
  DIVISION_ESTATE_TEXTS,
  DIVISION_ESTATE_TEXTS_ES,
  SCENARIO_MESSAGES,
} from '../settlement-scenario';
import {
  SHARE_EXPIRY_DAYS,
  SHARE_LABEL_MAX,
  SHARE_PASSCODE,
  SHARE_SCOPE_LABELS,
  SHARING_MESSAGES,
} from '../sharing';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '../subscriptions';
import type { TextLimit } from '../validation';
import { textTable, translated, type TranslatedMessages } from './translations';

/** textLimit's two messages in Spanish, for a field named `label`. */
function limit(label: string, maxLength: number): TextLimit {
  return {
    maxLength,
    tooLong: `${label} debe tener como máximo ${maxLength} caracteres`,
    invalidCharacter: `${label} tiene un carácter que no se permite`,
  };
}

const expenseName = limit('El nombre del gasto', EXPENSE_NAME_MAX_LENGTH);
const itemName = limit('El nombre', NETWORTH_NAME_MAX_LENGTH);
const incomeName = limit('El nombre', INCOME_NAME_MAX_LENGTH);
const caseNumber = limit('El número de caso', SUPPORT_CASE_NUMBER_MAX_LENGTH);
const reference = limit('La referencia', SUPPORT_TEXT_MAX_LENGTH);
const supportName = limit('El nombre', SUPPORT_TEXT_MAX_LENGTH);
const supportNote = limit('La nota', SUPPORT_NOTE_MAX_LENGTH);
const notes = limit('Las notas', NETWORTH_NOTES_MAX_LENGTH);
const disputeNotes = limit('Las notas de la disputa', NETWORTH_NOTES_MAX_LENGTH);
const description = limit('La descripción', EVENT_DESCRIPTION_MAX_LENGTH);

export const SPANISH: readonly TranslatedMessages[] = [
  translated(ACCOUNT_DELETE_MESSAGES, {
    emailRequired: 'Escriba el correo electrónico de esta cuenta',
    passwordRequired: 'Escriba su contraseña actual',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos. No se borró nada.',
    billingFailed:
      'No se pudo cancelar su suscripción con el proveedor de pagos, así que no se borró nada. Inténtelo de nuevo en unos minutos.',
    tooManyAttempts: 'Demasiados intentos. Espere 15 minutos y vuelva a intentarlo.',
    documentsUnreachable:
      'El almacén que guarda sus documentos no responde, así que su cuenta no se borró. Inténtelo de nuevo en unos minutos.',
    serviceRoleKeyMissing:
      'Para borrar cuentas, el servidor necesita SUPABASE_SERVICE_ROLE_KEY. No se borró nada.',
    signInNotRemoved:
      'Sus registros se borraron, pero su acceso todavía no se pudo quitar. Inténtelo de nuevo en unos minutos.',
  }),
  translated(EMAIL_PREFERENCES_MESSAGES, {
    invalidBody: 'marketing_emails debe ser true o false',
    invalidUnsubscribeLink:
      'Este enlace para darse de baja no es válido. Puede apagar los consejos y noticias en Configuración, en Correo.',
  }),
  translated(LANGUAGE_MESSAGES, { invalid: 'language debe ser en o es' }),
  translated(
    { MARKETING_EMAILS_LABEL },
    { MARKETING_EMAILS_LABEL: 'Consejos y noticias por correo' },
  ),
  translated(AUTH_MESSAGES, {
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
    passwordNeedsUppercase: 'La contraseña debe tener al menos una letra mayúscula',
    passwordNeedsLowercase: 'La contraseña debe tener al menos una letra minúscula',
    passwordNeedsNumber: 'La contraseña debe tener al menos un número',
    passwordNeedsSpecial: 'La contraseña debe tener al menos un carácter especial',
    invalidEmail: 'Escriba un correo electrónico válido',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    currentPasswordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    currentPasswordWrong: 'Su contraseña actual no es correcta',
  }),
  translated(IMPORT_NOTES, {
    credit: 'Un crédito (dinero que entra), no un gasto: se omite',
    duplicate: 'Probablemente repite un gasto ya registrado (misma fecha, monto y nombre)',
    repeated: 'La misma fecha, monto y nombre que una fila anterior de este archivo',
    sameDayAmount:
      'Tal vez repetido: un gasto ya registrado tiene la misma fecha y monto (los bancos describen el mismo pago de formas distintas)',
    amountMissing: 'Falta el monto',
    unknownCategory: 'Una categoría que no está en la lista: se importa como Otro',
  }),
  translated(
    { UNREADABLE_ROW },
    { UNREADABLE_ROW: 'Algunos caracteres de esta fila no se pudieron leer' },
  ),
  translated(DEVICES_MESSAGES, {
    sessionNotFound: 'Ese dispositivo no tiene una sesión abierta en su cuenta.',
    linkInvalid:
      'Este enlace ya se usó o no es válido. Puede ver cada dispositivo con sesión abierta en la página Dispositivos y accesos de su cuenta.',
    tokenRequired: 'Falta el código del enlace.',
    notListed:
      'Con este servicio de acceso, los dispositivos y accesos no aparecen aquí. Aun así, puede cerrar la sesión en todos los demás dispositivos.',
  }),
  translated(BALANCE_REASONS, {
    debt: 'Una deuda no puede equilibrar la división: solo un bien se puede dividir para emparejarla.',
    separate: 'Un bien propio no se divide.',
    empty: 'Un elemento que vale $0.00 no puede equilibrar la división.',
    tooSmall:
      'Este elemento es demasiado pequeño para equilibrar la división: aun todo para un cónyuge deja un pago.',
  }),
  translated(DIVISION_MESSAGES, {
    characterInvalid: 'El carácter debe ser marital o separate',
    proposalInvalid: 'La propuesta debe ser spouse_1, spouse_2, split, sell o null',
    splitShareInvalid:
      'La parte dividida debe ser un porcentaje de 0 a 100 con un decimal como máximo',
    splitShareRequired: 'Un elemento dividido necesita la parte que recibe el cónyuge 1',
    splitShareOnlyForSplit: 'La parte dividida solo se aplica a un elemento que se propone dividir',
    jointSeparate: 'Un elemento conjunto no puede ser un bien propio',
    targetShareInvalid: 'La parte objetivo debe ser un porcentaje entero de 0 a 100',
  }),
  translated(PARTY_LABELS, PARTY_LABELS_ES),
  translated(CONCERN_LABELS, CONCERN_LABELS_ES),
  translated(DOCUMENT_MESSAGES, {
    notFound: 'No se encontró el documento',
    nameRequired: 'Escriba un nombre para el documento',
    entityIdInvalid: 'entity_id debe ser el id de un registro',
    fileRequired: 'Elija un archivo para subir',
    oneFileOnly: 'Suba un archivo a la vez',
    hashInvalid: 'sha256 debe ser el SHA-256 del archivo en 64 caracteres hexadecimales',
    typeRefused:
      'Fairsplit guarda archivos PDF, JPEG, PNG, WebP, HEIC, CSV, XLSX, DOCX y TXT. Este archivo no es ninguno de ellos, diga lo que diga su nombre.',
    hashMismatch:
      'El archivo cambió en el camino a Fairsplit: su huella digital no coincide. No se guardó nada; súbalo otra vez.',
    tooLarge: (megabytes) => `Un archivo puede tener como máximo ${megabytes} MB.`,
    quotaFull: (megabytes) =>
      `Sus documentos ocuparían más de ${megabytes} MB. Primero borre algunos que ya no necesite.`,
    storageUnavailable:
      'El almacén de documentos no responde. No se guardó nada; inténtelo de nuevo en unos minutos.',
    restoreExpired: `Este documento se borró hace más de ${DOCUMENT_RESTORE_DAYS} días; su archivo ya no existe y no se puede restaurar.`,
    notDeleted: 'Este documento no está borrado.',
    rangeInvalid: 'La parte del archivo que se pidió no está en él.',
    entityInvalid: 'entity debe ser expense, event, networth_item o support_payment',
    recordNotFound: 'No se encontró el registro',
    alreadyLinked: 'Este documento ya está adjunto a ese registro.',
    notLinked: 'Este documento no está adjunto a ese registro.',
    noPicture: 'Este documento no tiene una imagen para mostrar.',
    uploadExpired:
      'La subida tardó más de una hora, así que se detuvo. No se guardó nada; vuelva a subir el archivo.',
    storageUnreachable: 'El almacén de documentos no responde. Inténtelo de nuevo en unos minutos.',
  }),
  translated(DOCUMENT_NAME_LIMITS, {
    name: limit('El nombre del documento', DOCUMENT_NAME_MAX_LENGTH),
  }),
  translated(EVENT_MESSAGES, {
    descriptionRequired: 'La descripción es obligatoria',
    descriptionTooLong: description.tooLong,
    descriptionInvalidCharacter: description.invalidCharacter,
    invalidDate: 'La fecha no tiene un formato válido',
    partyRequired: 'La persona es obligatoria',
    partyInvalid: `La persona debe ser una de estas: ${Object.values(PARTY_LABELS_ES).join(', ')}`,
    concernLevelRange: 'El nivel de preocupación debe estar entre 1 y 5',
    noFieldsToUpdate: 'No hay campos que actualizar',
  }),
  translated(UNSAVED_SETTING_MESSAGES, {
    division_target: 'Todavía no se guardó una parte objetivo',
    settlement_scenario: 'Todavía no se guardaron cifras del acuerdo',
    parties: 'Todavía no se dijo quién es quién',
    disclosure_line: 'Todavía no se guardó una cifra propuesta',
    decision_analysis: 'Todavía no se guardó un análisis de la decisión',
  }),
  translated(EVIDENCE_MESSAGES, {
    entityInvalid:
      'La entidad debe ser expense, event, networth_item, division_target, settlement_scenario o parties',
    idInvalid: 'El id debe ser un número entero positivo',
    seqInvalid: 'El número de secuencia debe ser un número entero positivo',
    revisionNotFound: 'No se encontró la revisión',
    notADelete: 'Solo se puede restaurar un elemento borrado',
    alreadyRestored: 'Este elemento ya se restauró',
    clientHashRefused:
      'Fairsplit solo responde por los archivos que hizo. Descargue la exportación desde Fairsplit en lugar de enviar su huella digital.',
    snapshotNotFound:
      'Ninguna exportación tiene este código de verificación. Revise el código e inténtelo de nuevo.',
    verifyRateLimited:
      'Demasiados intentos de verificación. Espere unos minutos y vuelva a intentarlo.',
    fullCheckRateLimited:
      'La revisión completa de su registro se hizo varias veces esta hora. Inténtelo más tarde; el registro también se revisa completo cada noche.',
    withdrawn:
      'Esta exportación la retiró su dueño, que borró la cuenta. No queda nada que verificar.',
  }),
  translated(EXPENSE_MESSAGES, {
    nameRequired: 'El nombre del gasto es obligatorio',
    nameTooLong: expenseName.tooLong,
    nameInvalidCharacter: expenseName.invalidCharacter,
    amountPositive: 'El monto debe ser positivo',
    amountTooPrecise: 'El monto puede tener como máximo 2 decimales',
    amountTooLarge: 'El monto debe ser como máximo 99,999,999.99',
    invalidDate: 'La fecha no tiene un formato válido',
  }),
  translated(EXPORT_MESSAGES, {
    paperSizeInvalid: 'El tamaño de papel debe ser a4 o letter',
    timeZoneInvalid: 'La zona horaria debe ser un nombre de zona horaria, como America/New_York',
    sharedExportsLimited:
      'Este enlace ya hizo 10 expedientes hoy, el máximo que un enlace puede hacer en un día. Inténtelo de nuevo mañana.',
  }),
  translated(IMPORT_MESSAGES, {
    noRows: 'No hay filas que importar',
    tooManyRows: 'Una importación acepta como máximo 5,000 filas',
    invalidRows: 'Algunas filas no son válidas; no se importó nada',
    fileTooLarge: 'El archivo pesa más de 2 MB',
    notText: 'Este archivo no es un archivo de texto CSV',
    undoIdsInvalid: 'Indique los ids de las filas importadas',
    undoChanged:
      'Algunas de las filas importadas ya se borraron, así que la importación no se puede deshacer completa. Borre las demás una por una.',
    undoneTitle: 'Importación deshecha',
    undoFailedTitle: 'No se pudo deshacer la importación',
    undoAction: 'Deshacer esta importación',
  }),
  translated(NETWORTH_MESSAGES, {
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: itemName.tooLong,
    nameInvalidCharacter: itemName.invalidCharacter,
    classificationRequired: 'La clasificación es obligatoria',
    categoryRequired: 'La categoría es obligatoria',
    categoryMismatch: 'La categoría no corresponde a la clasificación',
    ownershipRequired: 'La titularidad es obligatoria',
    valuePositive: 'El valor debe ser un número positivo',
    valueTooPrecise: 'El valor puede tener como máximo 2 decimales',
    valueTooLarge: 'El valor debe ser como máximo 99,999,999.99',
    notesText: 'Las notas deben ser texto',
    notesTooLong: notes.tooLong,
    notesInvalidCharacter: notes.invalidCharacter,
    disputeNotesText: 'Las notas de la disputa deben ser texto',
    disputeNotesTooLong: disputeNotes.tooLong,
    disputeNotesInvalidCharacter: disputeNotes.invalidCharacter,
    disputedBoolean: 'En disputa debe ser true o false',
    monthlyPaymentInvalid: 'El pago mensual debe ser cero o más',
    monthlyPaymentTooPrecise: 'El pago mensual puede tener como máximo 2 decimales',
    monthlyPaymentTooLarge: 'El pago mensual debe ser como máximo 99,999,999.99',
    monthlyPaymentDebtOnly: 'Solo una deuda tiene pago mensual',
  }),
  translated(INCOME_MESSAGES, {
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: incomeName.tooLong,
    nameInvalidCharacter: incomeName.invalidCharacter,
    typeInvalid: 'Elija un tipo de la lista',
    frequencyInvalid: 'Elija cada cuánto se paga',
    amountPositive: 'El monto debe ser positivo',
    amountTooPrecise: 'El monto puede tener como máximo 2 decimales',
    amountTooLarge: 'El monto debe ser como máximo 99,999,999.99',
    lastMonthInvalid: 'El mes pasado debe ser cero o más',
    hoursRequired: 'Las horas por semana deben ser de 0.01 a 168, con como máximo 2 decimales',
    hoursNotHourly: 'Las horas por semana solo se usan para el pago por hora',
    sourceNotFound: 'No se encontró la fuente de ingresos',
    deductionNotFound: 'No se encontró la deducción',
  }),
  translated(INCOME_TYPE_LABELS, INCOME_TYPE_LABELS_ES),
  translated(DEDUCTION_TYPE_LABELS, DEDUCTION_TYPE_LABELS_ES),
  translated(FREQUENCY_LABELS, FREQUENCY_LABELS_ES),
  translated(DISCLOSURE_MESSAGES, {
    monthInvalid: 'Elija un mes como AAAA-MM',
    basisInvalid: 'Elija Real, Estimado o Propuesto',
    amountInvalid: 'El monto debe ser cero o más',
    amountTooPrecise: 'El monto puede tener como máximo 2 decimales',
    amountTooLarge: 'El monto debe ser como máximo 99,999,999.99',
    categoryInvalid: 'Elija una categoría de la lista',
    layoutInvalid: 'El formato debe ser fl150 o generic',
    owedAttorneyOnly: 'Solo los honorarios de abogado tienen un monto que todavía se debe',
  }),
  translated(SUPPORT_MESSAGES, {
    typeInvalid: 'Elija el tipo de manutención',
    payerInvalid: 'Elija quién paga',
    frequencyInvalid: 'Elija cada cuánto vence',
    amountPositive: 'El monto debe ser positivo',
    amountTooPrecise: 'El monto puede tener como máximo 2 decimales',
    amountTooLarge: 'El monto debe ser como máximo 99,999,999.99',
    firstDueInvalid: 'La fecha del primer vencimiento debe ser una fecha de 1950 a 2100',
    endDateInvalid: 'La fecha de fin debe ser una fecha de 1950 a 2100',
    endBeforeFirstDue: 'La fecha de fin no puede ser anterior al primer vencimiento',
    effectiveFromInvalid: 'El cambio debe empezar en una fecha de 1950 a 2100',
    caseNumberTooLong: caseNumber.tooLong,
    caseNumberInvalidCharacter: caseNumber.invalidCharacter,
    orderNotFound: 'No se encontró la orden de manutención',
    orderHasPayments:
      'Esta orden tiene pagos, así que no se puede eliminar. Póngale una fecha de fin para terminarla.',
    dateInvalid: 'La fecha debe ser una fecha de 1950 a 2100',
    methodInvalid: 'Elija cómo se pagó',
    referenceTooLong: reference.tooLong,
    referenceInvalidCharacter: reference.invalidCharacter,
    noteTooLong: supportNote.tooLong,
    noteInvalidCharacter: supportNote.invalidCharacter,
    orderIdInvalid: 'Elija la orden a la que corresponde este pago',
    paymentNotFound: 'No se encontró el pago',
    throughInvalid: 'La fecha límite debe tener el formato AAAA-MM-DD, de 1950 a 2100',
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: supportName.tooLong,
    nameInvalidCharacter: supportName.invalidCharacter,
    expenseOrName: 'Elija un gasto, o escriba un nombre y un monto',
    expenseNotFound: 'No se encontró el gasto',
    sharePercentInvalid:
      'La parte debe ser un porcentaje de 0.01 a 100, con como máximo 2 decimales',
    requestedOnInvalid: 'La fecha de la solicitud debe ser una fecha de 1950 a 2100',
    clockDaysInvalid: 'Los días deben ser un número entero de 1 a 365',
    reimbursementNotFound: 'No se encontró la solicitud de reembolso',
    targetInvalid: 'Elija pagado, en disputa o resuelto',
    transitionNotAllowed: 'El estado de esta solicitud no permite ese cambio',
    paidTooMuch: 'El monto pagado no puede ser mayor que lo que todavía se solicita',
    reasonRequired: 'Elija por qué se disputa la solicitud',
    otherNeedsNote: 'Explique en la nota por qué se disputa la solicitud',
  }),
  translated(SUPPORT_ORDER_TYPE_LABELS, SUPPORT_ORDER_TYPE_LABELS_ES),
  translated(SUPPORT_PAYER_LABELS, SUPPORT_PAYER_LABELS_ES),
  translated(SUPPORT_FREQUENCY_LABELS, SUPPORT_FREQUENCY_LABELS_ES),
  translated(PAYMENT_METHOD_LABELS, PAYMENT_METHOD_LABELS_ES),
  translated(REIMBURSEMENT_STATUS_LABELS, REIMBURSEMENT_STATUS_LABELS_ES),
  translated(DISPUTE_REASON_LABELS, DISPUTE_REASON_LABELS_ES),
  translated(EXPENSE_CATEGORY_MESSAGES, { categoryInvalid: 'Elija una categoría de la lista' }),
  translated(OWNERSHIP_LABELS, OWNERSHIP_LABELS_ES),
  translated(CATEGORY_NAMES, CATEGORY_NAMES_ES),
  translated(NETWORTH_IMPORT_NOTES, {
    duplicate: 'Probablemente repite un elemento ya registrado (mismo nombre, tipo y valor)',
    repeated: 'El mismo nombre, tipo y valor que una fila anterior de este archivo',
    negativeIsDebt: 'Un valor negativo: se importa como deuda',
    otherCategory: (cell, category) =>
      `“${cell}” no es una de las categorías del registro: ${category}`,
  }),
  translated(PAPER_SIZE_LABELS, { a4: 'A4', letter: 'Carta (EE. UU.)' }),
  translated(BASE_LABELS, BASE_LABELS_ES),
  translated(PLAIN_SPOUSE_LABELS, BASE_LABELS_ES),
  translated({ YOU, ACCOUNT_HOLDER }, { YOU: 'usted', ACCOUNT_HOLDER: 'titular de la cuenta' }),
  translated(PARTIES_MESSAGES, {
    roleInvalid: 'Qué cónyuge es usted debe ser spouse_1, spouse_2 o null',
    nameInvalid: 'El nombre debe ser texto',
  }),
  translated(PARTY_NAME_LIMITS, {
    spouse_1: limit('El nombre del cónyuge 1', PARTY_NAME_MAX_LENGTH),
    spouse_2: limit('El nombre del cónyuge 2', PARTY_NAME_MAX_LENGTH),
  }),
  translated(RISK_BAND_LABELS, RISK_BAND_LABELS_ES),
  translated(DIVISION_ESTATE_TEXTS, DIVISION_ESTATE_TEXTS_ES),
  translated(SCENARIO_MESSAGES, {
    settlementCosts:
      'Los costos del acuerdo deben ser un número entero de dólares de 0 a 1,000,000',
    trialCosts: 'Los costos del juicio deben ser un número entero de dólares de 0 a 1,000,000',
    settlementPercent: 'El porcentaje del acuerdo debe ser un número entero de 0 a 100',
    trialPercent: 'Los porcentajes del juicio deben ser números enteros de 0 a 100',
    trialOrder: 'Los porcentajes del juicio deben subir del peor al esperado y al mejor',
    riskTolerance: 'La tolerancia al riesgo debe ser un número entero de 1 a 10',
    useDivision: 'Usar la división debe ser true o false',
  }),
  translated(DECISION_MESSAGES, {
    offerInvalid: 'La oferta debe ser una cantidad de dinero, negativa si usted pagaría',
    amountTooPrecise: 'Los montos pueden tener como máximo 2 decimales',
    amountTooLarge: 'Los montos deben ser como máximo 99,999,999.99',
    costInvalid: 'Los costos deben ser cero o más',
    phasesInvalid: 'Indique como máximo 8 etapas del litigio',
    phaseNameRequired: 'Cada etapa necesita un nombre',
    hoursInvalid: 'Las horas deben ser de 0 a 10,000, con como máximo 2 decimales',
    monthsInvalid: 'Los meses hasta una decisión deben ser un número entero de 0 a 120',
    outcomesInvalid: 'Indique de uno a tres resultados: el mejor, el más probable y el peor',
    outcomeLabelRequired: 'Cada resultado necesita un nombre',
    valueInvalid: 'Cada resultado necesita un monto, negativo si usted pagaría',
    probabilityInvalid: 'Las probabilidades deben ser de 0 a 100, con como máximo 1 decimal',
    probabilitiesSum: 'Las probabilidades de los resultados deben sumar 100%',
    outcomesOrder: 'Los resultados van del mejor al peor: ninguno puede ser mejor que el anterior',
    discountRateInvalid:
      'La tasa de descuento debe ser de 0 a 100 por ciento al año, con como máximo 2 decimales',
  }),
  translated(DECISION_SOURCE_NOTES, {
    rate: 'Tarifa promedio por hora de un abogado de familia: $270 (encuesta de abogados de Nolo).',
    months:
      'Tiempo hasta una decisión: 9 meses (263 días, el percentil 75 del tiempo hasta la resolución de los casos de divorcio, NCSC 2018, redondeado hacia arriba).',
    discountRate:
      'Tasa de descuento: 5% al año; el dinero que recibe más tarde vale menos que el dinero que recibe hoy.',
  }),
  translated(DECISION_DEFAULT_NAMES, {
    filing: 'Presentación de la demanda y pruebas',
    mediation: 'Mediación',
    pretrial: 'Preparación del juicio',
    trial: 'Juicio',
    best: 'Mejor',
    likely: 'Más probable',
    worst: 'Peor',
  }),
  translated(DECISION_NAME_LIMITS, {
    phase: limit('El nombre de la etapa', DECISION_BOUNDS.nameMaxLength),
    outcome: limit('El nombre del resultado', DECISION_BOUNDS.nameMaxLength),
    note: limit('La nota', DECISION_BOUNDS.noteMaxLength),
  }),
  translated(SHARE_SCOPE_LABELS, {
    networth: 'Patrimonio neto y división',
    expenses: 'Gastos',
    events: 'Eventos',
    documents: 'Documentos',
    disclosure: 'Declaración financiera (ingresos, totales de gastos, deudas y bienes)',
    support: 'Manutención y reembolsos (órdenes, pagos, atrasos y solicitudes)',
    settlement: 'Cifras del acuerdo y análisis de la decisión (oferta, costos y resultados)',
  }),
  translated(SHARING_MESSAGES, {
    labelRequired: 'Escriba un nombre, como "Mi abogada, J. Smith"',
    labelTooLong: `Use como máximo ${SHARE_LABEL_MAX} caracteres para el nombre`,
    scopesRequired: 'Elija al menos una parte de sus registros para compartir',
    expiryInvalid: `Elija un vencimiento de ${SHARE_EXPIRY_DAYS.min} a ${SHARE_EXPIRY_DAYS.max} días`,
    passcodeInvalid: `Un código de acceso necesita de ${SHARE_PASSCODE.min} a ${SHARE_PASSCODE.max} caracteres`,
    notFound: 'No se encontró el enlace compartido',
    inactive: 'Este enlace ya no está activo',
    passcodeRequired: 'Escriba el código de acceso que le dieron para abrir este enlace.',
    passcodeRateLimited:
      'Demasiados intentos con el código. Espere 15 minutos y vuelva a intentarlo.',
    notCovered: 'Esta parte de los registros no se comparte con este enlace.',
    revokedCannotExtend: 'Un enlace revocado no se puede extender. Cree un enlace nuevo.',
    resumePasswordRequired: 'Escriba su contraseña actual',
    resumeRateLimited: 'Demasiados intentos. Espere 15 minutos y vuelva a intentarlo.',
    revokeLinkInvalid:
      'Este enlace para revocar no es válido. Ábralo otra vez desde el correo, o inicie sesión y revoque el enlace en la página Compartir.',
    revokeLinkExpired:
      'Este enlace para revocar venció, igual que el enlace para el que se hizo. Si usted extendió ese enlace después, inicie sesión y revóquelo en la página Compartir.',
    revokeLinkRateLimited: 'Demasiados intentos. Espere 10 minutos y vuelva a intentarlo.',
    revokeLinkNeedsPost: 'Abra el enlace desde el correo y presione "Revocar este enlace".',
  }),
  translated(
    { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS },
    {
      PREMIUM_REQUIRED: 'Esta función requiere una suscripción Premium.',
      PREMIUM_REQUIRED_EVENTS: 'El Registro de eventos requiere una suscripción Premium.',
    },
  ),
  translated(API_MESSAGES, {
    validationFailed: 'Los datos no son válidos',
    notFound: 'No se encontró',
    expenseNotFound: 'No se encontró el gasto',
    eventNotFound: 'No se encontró el evento',
    networthItemNotFound: 'No se encontró el elemento del patrimonio neto',
    unauthorized: 'Debe iniciar sesión',
    sessionExpired: 'Su sesión no es válida o venció. Inicie sesión otra vez.',
    signInRequired: 'Debe iniciar sesión. Inicie sesión, por favor.',
    accountExists: 'Ya existe una cuenta con este correo electrónico.',
    usernameTaken: 'No se pudo elegir un nombre de usuario único; inténtelo de nuevo.',
    ownAccountOnly: 'Solo puede registrar su propia cuenta.',
    alreadyPremium: 'Usted ya tiene una suscripción Premium activa.',
    noSubscription: 'No hay una suscripción activa que cancelar.',
    sharedReadOnly: 'Un enlace compartido es de solo lectura.',
    recordNotFound: 'No se encontró el registro',
    invalidId: 'El id no es válido',
    malformedPath: 'La dirección tiene una codificación con porcentajes que no es válida',
    malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
    bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
    unsupportedEncoding: 'La codificación de la solicitud no se admite',
    checkoutNotFound: 'No se encontró la sesión de pago',
    checkoutFinished: 'Esta sesión de pago ya terminó.',
    noBillingAccount: 'Todavía no hay una cuenta de facturación: primero pase a Premium.',
    internal: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
  }),
];

export { SETTLEMENT_WORDS_ES } from './settlement.es';

/** English text → Spanish text, for messages that arrive as text (a validation message). */
export const SPANISH_TEXT: ReadonlyMap<string, string> = textTable(SPANISH);
