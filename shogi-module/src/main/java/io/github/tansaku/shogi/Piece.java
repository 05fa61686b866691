package io.github.tansaku.shogi;

/**
 * Piece kinds and coloured pieces as {@code int}s.
 *
 * <p>A <em>kind</em> is 1 to 14: the seven kinds that can be held in hand ({@link #PAWN} to
 * {@link #GOLD}, in that order), the {@link #KING}, and the six promoted kinds, each
 * {@link #PROMOTION} above its unpromoted kind. A coloured <em>piece</em> is
 * {@code kind | side << 4}: Black's pieces are 1 to 14, White's 17 to 30, and {@link #NONE}
 * ({@code 0}) is an empty square.
 */
public final class Piece {

    /** No piece: an empty square. */
    public static final int NONE = 0;
    /** 歩 pawn. */
    public static final int PAWN = 1;
    /** 香 lance. */
    public static final int LANCE = 2;
    /** 桂 knight. */
    public static final int KNIGHT = 3;
    /** 銀 silver. */
    public static final int SILVER = 4;
    /** 角 bishop. */
    public static final int BISHOP = 5;
    /** 飛 rook. */
    public static final int ROOK = 6;
    /** 金 gold. */
    public static final int GOLD = 7;
    /** 玉 king. */
    public static final int KING = 8;
    /** What promotion adds to a kind. */
    public static final int PROMOTION = 8;
    /** と tokin, promoted pawn. */
    public static final int PRO_PAWN = 9;
    /** 成香 promoted lance. */
    public static final int PRO_LANCE = 10;
    /** 成桂 promoted knight. */
    public static final int PRO_KNIGHT = 11;
    /** 成銀 promoted silver. */
    public static final int PRO_SILVER = 12;
    /** 馬 horse, promoted bishop. */
    public static final int HORSE = 13;
    /** 竜 dragon, promoted rook. */
    public static final int DRAGON = 14;

    /** Kinds are in {@code [1, KIND_LIMIT)}. */
    public static final int KIND_LIMIT = 15;
    /** Coloured pieces are in {@code [0, PIECE_LIMIT)}. */
    public static final int PIECE_LIMIT = 31;
    /** Kinds that can be held in hand are 1 to {@code HAND_KINDS} ({@link #PAWN} to {@link #GOLD}). */
    public static final int HAND_KINDS = 7;

    private static final String LETTERS = " PLNSBRGK";
    private static final String[] CSA = {
        "", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"};
    private static final String[] KANJI = {
        "", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "成香", "成桂", "成銀", "馬", "龍"};
    /** How many of each kind a full set holds (pawn 18, lance 4, ...). */
    private static final int[] FULL_SET = {0, 18, 4, 4, 4, 2, 2, 4, 2};

    private Piece() {
    }

    /** The coloured piece of {@code kind} for {@code side}. */
    public static int of(int side, int kind) {
        return kind | side << 4;
    }

    /** The kind of a coloured piece (promoted kinds stay promoted). */
    public static int kind(int piece) {
        return piece & 15;
    }

    /** The side owning a coloured piece (which must not be {@link #NONE}). */
    public static int side(int piece) {
        return piece >>> 4;
    }

    /** Whether {@code kind} can promote: pawn, lance, knight, silver, bishop, rook. */
    public static boolean canPromote(int kind) {
        return kind >= PAWN && kind <= ROOK;
    }

    /** Whether {@code kind} is a promoted kind. */
    public static boolean isPromoted(int kind) {
        return kind > KING;
    }

    /** The promoted form of an unpromoted kind that can promote. */
    public static int promote(int kind) {
        return kind + PROMOTION;
    }

    /** The unpromoted kind: the kind a captured piece takes in hand (the king stays a king). */
    public static int unpromote(int kind) {
        return kind > KING ? kind - PROMOTION : kind;
    }

    /** How many pieces of an unpromoted {@code kind} the game has in all (pawns 18, kings 2). */
    public static int fullSetCount(int kind) {
        return FULL_SET[unpromote(kind)];
    }

    /** The upper-case SFEN letter of an unpromoted kind ({@code 'P'} ... {@code 'K'}). */
    public static char letter(int kind) {
        return LETTERS.charAt(unpromote(kind));
    }

    /**
     * The unpromoted kind of an SFEN/USI letter, either case.
     *
     * @return the kind, or {@link #NONE} for any other character
     */
    public static int kindOfLetter(char c) {
        int index = LETTERS.indexOf(Character.toUpperCase(c));
        return index <= 0 ? NONE : index;
    }

    /** The SFEN form of a coloured piece: {@code "P"}, {@code "+p"}, ... */
    public static String toSfen(int piece) {
        int kind = kind(piece);
        char c = letter(kind);
        if (side(piece) == Side.WHITE) {
            c = Character.toLowerCase(c);
        }
        return isPromoted(kind) ? "+" + c : String.valueOf(c);
    }

    /** The two-letter CSA code of a kind ({@code "FU"}, {@code "RY"}, ...). */
    public static String toCsa(int kind) {
        return CSA[kind];
    }

    /**
     * The kind of a two-letter CSA code.
     *
     * @return the kind, or {@link #NONE} if {@code code} is not a CSA piece code
     */
    public static int kindOfCsa(String code) {
        for (int kind = PAWN; kind < KIND_LIMIT; kind++) {
            if (CSA[kind].equals(code)) {
                return kind;
            }
        }
        return NONE;
    }

    /** The Japanese name used in KIF ({@code "歩"}, {@code "成銀"}, {@code "龍"}, ...). */
    public static String toKanji(int kind) {
        return KANJI[kind];
    }
}
