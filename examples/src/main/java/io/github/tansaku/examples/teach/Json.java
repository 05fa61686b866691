package io.github.tansaku.examples.teach;

/** JSON text for the teaching page: strings safe inside a script element of HTML and XML alike. */
final class Json {

    private Json() {
    }

    /** {@code text} as a JSON string; {@code <}, {@code >} and {@code &} escaped as well. */
    static String string(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
