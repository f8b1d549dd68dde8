/** What the entry's page says once the client left the list: in the app, and on the page the server's Sair da lista leads to. */
export const LEFT_WAITLIST = { title: 'Você saiu da lista de espera', message: 'Não enviaremos mais ofertas deste pedido.' };
