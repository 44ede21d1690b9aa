/**
 * The settlement calculators' recommendation and key findings in Spanish (usted), passed to
 * computeSettlement by a Spanish reader's page and by the server for a Spanish case file.
 */
import type { RiskBand, SettlementWords } from '../settlement';

export const RISK_BAND_LABELS_ES: Readonly<Record<RiskBand, string>> = {
  low: 'Baja',
  moderate: 'Moderada',
  high: 'Alta',
};

export const SETTLEMENT_WORDS_ES: SettlementWords = {
  recommendations: {
    'low-settlement-safer': ({ settle, worst }) => ({
      title: 'Llegar a un acuerdo parece la opción más segura',
      text: `Usted prefiere evitar riesgos, y el acuerdo le deja ${settle}, claramente más que el peor resultado del juicio, ${worst}. Un acuerdo le da esa cantidad con seguridad.`,
    }),
    'low-close-call': ({ settle, worst }) => ({
      title: 'Una decisión reñida',
      text: `Usted prefiere evitar riesgos, pero el acuerdo (${settle}) no es claramente mejor que ni siquiera el peor resultado del juicio (${worst}). Revise estas cifras con su abogado antes de decidir.`,
    }),
    'moderate-trial-better': ({ settle, expected, worst }) => ({
      title: 'Ir a juicio puede valer la pena',
      text: `El resultado esperado del juicio (${expected}) es bastante mejor que el acuerdo (${settle}). Si puede aceptar algo de riesgo, un juicio puede valer la pena, aunque podría terminar en solo ${worst}.`,
    }),
    'moderate-settlement-better': ({ settle, expected }) => ({
      title: 'El acuerdo parece un poco mejor',
      text: `El acuerdo (${settle}) es algo mejor que el resultado esperado del juicio (${expected}), y le ahorra el costo y la incertidumbre de un juicio.`,
    }),
    'moderate-similar': ({ settle, expected }) => ({
      title: 'Los dos caminos se parecen',
      text: `El acuerdo (${settle}) y el resultado esperado del juicio (${expected}) están cerca. Compare el tiempo, el estrés y la incertidumbre de un juicio con un acuerdo con el que puede contar.`,
    }),
    'high-trial': ({ settle, best, worst }) => ({
      title: 'Un juicio podría valer la pena',
      text: `Usted acepta bien el riesgo, y el mejor resultado del juicio (${best}) está muy por encima del acuerdo (${settle}). Puede valer la pena ir a juicio, sabiendo que podría terminar en solo ${worst}.`,
    }),
    'high-settlement': ({ settle, best }) => ({
      title: 'El acuerdo todavía parece mejor',
      text: `Aun con mucha tolerancia al riesgo, el mejor resultado del juicio (${best}) no está lo bastante por encima del acuerdo (${settle}) para justificar el riesgo de un juicio.`,
    }),
  },
  findings: {
    settlingMore: (gap: string) =>
      `El acuerdo le deja ${gap} más que el resultado esperado del juicio.`,
    trialMore: (gap: string) =>
      `El resultado esperado del juicio es ${gap} más que el acuerdo, sin contar el tiempo y el estrés de un juicio.`,
    same: 'El acuerdo y el resultado esperado del juicio le dejan la misma cantidad.',
    trialCostsMore: (gap: string, trial: string, settlement: string) =>
      `Un juicio cuesta ${gap} más que el acuerdo (${trial} contra ${settlement}).`,
    settlingCostsMore: (gap: string, settlement: string, trial: string) =>
      `El acuerdo cuesta ${gap} más que un juicio (${settlement} contra ${trial}).`,
    sameCosts: (costs: string) => `El acuerdo y un juicio cuestan lo mismo (${costs}).`,
    settlingAt: (percent: string, net: string) =>
      `Un acuerdo del ${percent} de su patrimonio neto le deja ${net} después de gastos y costos.`,
    trialRange: (worst: string, best: string, expected: string) =>
      `Un juicio podría dejarle entre ${worst} y ${best}; el resultado esperado es ${expected}.`,
    breakEven: (percent: string) =>
      `Acuerdo de equilibrio: ${percent} de su patrimonio neto. Un acuerdo por encima de eso supera el resultado esperado del juicio.`,
    risk: (tolerance: number, band: RiskBand) =>
      `Su tolerancia al riesgo es ${tolerance} de 10 (${RISK_BAND_LABELS_ES[band].toLowerCase()}).`,
  },
};
