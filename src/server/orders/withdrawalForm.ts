// The model withdrawal form (Muster-Widerrufsformular, Anlage 2 zu Art. 246a § 1 Abs. 2 Satz 1 Nr. 1
// EGBGB), in the law's words: every order confirmation carries it in full. Frozen text, not a template.
export const MODEL_WITHDRAWAL_FORM = `Muster-Widerrufsformular

(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

– An [hier ist der Name, die Anschrift und gegebenenfalls die E-Mail-Adresse des Unternehmers durch den Unternehmer einzufügen]:

– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)

– Bestellt am (*)/erhalten am (*)

– Name des/der Verbraucher(s)

– Anschrift des/der Verbraucher(s)

– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)

– Datum

(*) Unzutreffendes streichen.`;
