import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, quotes, users } from "~/database/schema";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { adminEnquiryRoutingZh } from "~/i18n/admin-enquiry-routing";
import { adminQuotesZh } from "~/i18n/admin-quotes";
import { messagesFor } from "~/i18n/catalogs";
import { quoteDocumentEs, quoteListEs } from "~/i18n/es";
import { languageNameIn } from "~/i18n/languages";
import { pathOf } from "~/i18n/page-paths";
import { hashPassword } from "~/modules/auth/password.server";
import { tonnesFormat } from "~/modules/quotes/quote-list-texts";
import { browser, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { pdfText } from "../support/pdf";
import { quoteJourneyServer, requestQuoteFromList } from "../support/quote-journeys";

setUpJourneys();

/**
 * Routing walked through the pages (docs/decisions/055-enquiry-routing.md): the owner writes "Spanish → Ana", a buyer
 * writes from the Spanish contact page and asks a quote from the Spanish list, Ana (a sales account) finds both under
 * "mine", prices the quote, and the buyer's quote page, mail and PDF name Ana as their contact.
 */
const journeyServer = quoteJourneyServer();
const { visitorPage, mailContaining } = journeyServer;
const routing = adminEnquiryRoutingZh;
const spanish = messagesFor("es").contact;
/** No enquiry arrives after Ana saves it, so nothing is posted to this reserved name (RFC 2606). */
const robotUrl = "https://robot.invalid/cgi-bin/webhook/send?key=journey";
const ana = { email: "ana.routing@example.com", password: "ana's own long passphrase", name: "Ana Pérez", whatsapp: "+34 600 123 456" };

describe("enquiries routed to the person who answers them", () => {
  const story = { buyer: `lucia.routing.${Date.now()}@example.com`, contactId: "", requestId: "" };

  it("the owner writes Spanish → Ana on the routing page", async () => {
    await journeyServer.database.db.insert(users).values({
      email: ana.email,
      passwordHash: await hashPassword(ana.password),
      emailVerifiedAt: new Date(),
      role: "sales",
      name: ana.name,
    });
    const { context, page } = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl });
    await page.getByRole("link", { name: routing.tab }).first().click();
    await page.waitForURL("**/dashboard/enquiry-routing");
    await page.getByText(routing.noRules).waitFor();
    await page.getByLabel(routing.language, { exact: true }).selectOption("es");
    await page.getByLabel(routing.account, { exact: true }).selectOption({ label: `${ana.name} (${ana.email})` });
    await page.getByRole("button", { name: routing.save, exact: true }).click();
    await page.getByText(routing.added).waitFor();
    await page
      .getByRole("list", { name: routing.rules })
      .getByText(`${languageNameIn("es", "zh")} → ${ana.name} (${ana.email})`)
      .waitFor();
    await context.close();
  });

  it("a buyer writes from the Spanish contact page: the enquiry is Ana's and the notification is mailed to her", async () => {
    const { context, page } = await visitorPage(browser);
    await page.goto(pathOf("contact", "es"));
    await page.getByLabel(new RegExp(`^${spanish.firstName}`)).fill("Lucía");
    await page.getByLabel(new RegExp(`^${spanish.lastName}`)).fill("García");
    await page.getByLabel(new RegExp(`^${spanish.email}`)).fill(story.buyer);
    await page.getByLabel(new RegExp(`^${spanish.message}`)).fill("¿Tienen Calacatta Gold en 20 mm?");
    await page.getByRole("button", { name: spanish.submit }).click();
    await page.getByText(spanish.success).waitFor();
    await context.close();
    const [stored] = await journeyServer.database.db.select().from(enquiries).where(eq(enquiries.email, story.buyer));
    const [account] = await journeyServer.database.db.select().from(users).where(eq(users.email, ana.email));
    expect(stored).toMatchObject({ source: "contact", language: "es", assigneeId: account!.id });
    story.contactId = stored!.id;
    const notification = await mailContaining(ana.email, "Name: Lucía García");
    expect(notification.text).toContain("Language: Spanish");
  });

  it("the buyer asks a quote from the Spanish list; Ana gives her contact details, finds both enquiries under mine and prices the quote", async () => {
    const { context, page } = await visitorPage(browser);
    await requestQuoteFromList(
      page,
      "es",
      {
        productId: "calacatta-gold",
        slabs: 12,
        routeLabel: quoteListEs.plan.routes.rail(tonnesFormat("es").format(21.5)),
        limitKg: 21_500,
      },
      {
        company: "Piedras del Norte SL",
        country: "ES",
        port: "Valencia",
        incoterm: "CIF",
        firstName: "Lucía",
        lastName: "García",
        email: story.buyer,
      },
    );
    await context.close();
    const [request] = await journeyServer.database.db.select().from(enquiries).where(eq(enquiries.source, "quote"));
    story.requestId = request!.id;

    const signIn = await browser.newContext({
      baseURL: journeyServer.server.baseUrl,
      extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" },
    });
    const anaPage = await signIn.newPage();
    await anaPage.goto("/login");
    await anaPage.getByLabel(/^Email Address/).fill(ana.email);
    await anaPage.getByLabel(/^Password/).fill(ana.password);
    await anaPage.getByRole("button", { name: "Login" }).click();
    await anaPage.waitForURL("**/dashboard");

    // Ana gives buyers her WhatsApp and has new enquiries posted to her WeCom group as well.
    const contactText = routing.contact;
    await anaPage.goto("/dashboard/account");
    await hydrated(anaPage);
    const section = anaPage.getByRole("form", { name: contactText.heading });
    await section.getByLabel(contactText.whatsapp).fill(ana.whatsapp);
    await section.getByLabel(contactText.robot, { exact: true }).selectOption("wecom");
    await section.getByLabel(contactText.robotUrl).fill("qyapi.weixin.qq.com/cgi-bin/webhook/send");
    await section.getByRole("button", { name: contactText.save }).click();
    await section.getByText(contactText.errors.urlInvalid).waitFor();
    await section.getByLabel(contactText.robotUrl).fill(robotUrl);
    await section.getByRole("button", { name: contactText.save }).click();
    await section.getByText(contactText.saved).waitFor();
    const [saved] = await journeyServer.database.db.select().from(users).where(eq(users.email, ana.email));
    expect(saved).toMatchObject({ whatsapp: ana.whatsapp, notifyByMail: true, chatWebhook: { service: "wecom", url: robotUrl } });

    await anaPage.goto("/dashboard");
    await anaPage.getByRole("search").getByLabel(routing.inbox.assignee).selectOption("mine");
    await anaPage.getByRole("button", { name: adminEnquiryInboxZh.apply }).click();
    await anaPage.waitForURL(/[?&]assignee=mine/);
    const cards = anaPage.locator(`[data-enquiry-assignee="${ana.email}"]`);
    await expect.poll(() => cards.count()).toBe(2);
    expect(await anaPage.getByRole("listitem", { name: "Lucía García" }).count()).toBe(2);

    // Ana prices the request she was given.
    await anaPage.goto(`/dashboard/quotes/${story.requestId}`);
    await hydrated(anaPage);
    const form = anaPage.locator("form#quote-pricing-form");
    await form.getByLabel(`${adminQuotesZh.unitPrice}: Calacatta Gold 20 mm`).fill("45.50");
    await form.getByLabel(adminQuotesZh.freight).fill("1,500");
    await form.getByLabel(adminQuotesZh.insurance).fill("40");
    await form.getByRole("button", { name: adminQuotesZh.preview }).click();
    await anaPage.locator("[data-quote-preview]").getByRole("button", { name: adminQuotesZh.send }).click();
    const [sent] = await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, story.requestId));
    await anaPage.getByText(adminQuotesZh.sent(sent!.number)).waitFor();
    await signIn.close();
  });

  it("the buyer's quote mail, page and PDF name Ana as their contact", async () => {
    const mail = await mailContaining(story.buyer, "/es/quote/");
    expect(mail.text).toContain(ana.name);
    expect(mail.text).toContain(`WhatsApp: ${ana.whatsapp}`);
    expect(mail.header("reply-to")).toContain(ana.email);
    expect(await pdfText(mail.attachments[0]!.content)).toContain(ana.name);
    const link = /(\/es\/quote\/[0-9a-f]{64})/.exec(mail.text)![1]!;

    const { context, page } = await visitorPage(browser, { javaScriptEnabled: false });
    await page.goto(link);
    const contact = page.locator('section[aria-labelledby="quote-contact"]');
    await contact.getByRole("heading", { name: quoteDocumentEs.yourContact }).waitFor();
    for (const value of [ana.name, ana.email, ana.whatsapp]) await contact.getByText(value).waitFor();
    const pdf = await pdfText(await (await page.request.get(`${link}/quotation.pdf`)).body());
    await context.close();
    expect(pdf).toContain(quoteDocumentEs.yourContact);
    expect(pdf).toContain(ana.name);
    expect(pdf).toContain(ana.email);
  });
});
