/** The exhibitor a buyer acts on from a product or shop page: its company, name, shop and IM peer. */
export interface ActionExhibitor {
  siteTraderId: string;
  name: string;
  shopCode: string;
  /** The shop's seller account to chat with; null when it has none (then there is no Chat). */
  imUserId: string | null;
}

/** The product a buyer acts on from its page. */
export interface ActionProduct {
  id: string;
  title: string;
}
