import type { EnquiryPrefill } from "~/modules/enquiries/product-request";

/** Above the enquiry form: what the buyer is asking for, and the hidden fields that send it along. */
export function EnquiryPrefillSummary({ prefill }: { prefill: EnquiryPrefill }) {
  return (
    <>
      <p className="rounded bg-brand-50 px-3 py-2 font-medium text-stone-900">{prefill.summary}</p>
      {Object.entries(prefill.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
