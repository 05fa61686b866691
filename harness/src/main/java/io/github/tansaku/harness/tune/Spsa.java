package io.github.tansaku.harness.tune;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Simultaneous perturbation stochastic approximation over numeric parameters, with the
 * gain schedules of Spall and the parametrisation fishtest uses. Iteration {@code k} (0 to
 * {@code iterations − 1}) draws a random sign {@code Δᵢ = ±1} for each parameter and plays the
 * values {@code θᵢ ± cₖᵢΔᵢ} against each other; its result {@code r} (the plus side's points
 * less the minus side's) moves each estimate by {@code aₖᵢ/cₖᵢ · r · Δᵢ}, which is
 * {@code 2aₖᵢ} times the gradient estimate {@code r / (2cₖᵢΔᵢ)}. The gains shrink as
 * {@code cₖ = c·(k+1)^−γ} and {@code aₖ = a·(A+k+1)^−α}, with {@code c} and {@code a} chosen so
 * that the last iteration uses each parameter's {@code cEnd} and {@code rEnd·cEnd²}.
 *
 * <p>Iterations may finish in any order and several may run at once: each plays the estimate
 * current when it started and moves the estimate current when it ends, as fishtest's workers
 * do. The signs depend on the seed and the iteration only, so a resumed run plays the same
 * perturbations. The object is safe for use by several threads.
 */
public final class Spsa {

    /**
     * The length and shape of a run.
     *
     * @param iterations the number of iterations (game pairs), which the schedules are sized to
     * @param alpha      the decay exponent of the learning rate (Spall: 0.602)
     * @param gamma      the decay exponent of the perturbation (Spall: 0.101)
     * @param stability  Spall's {@code A} as a fraction of the iterations (fishtest: 0.1)
     * @param seed       the seed of the perturbations' signs
     */
    public record Settings(int iterations, double alpha, double gamma, double stability, long seed) {

        /** Refuses non-positive iterations and exponents, and a negative stability. */
        public Settings {
            if (iterations < 1) {
                throw new IllegalArgumentException("SPSA needs at least one iteration, got " + iterations);
            }
            if (!(alpha > 0) || !(gamma > 0) || !(stability >= 0)) {
                throw new IllegalArgumentException("SPSA needs alpha and gamma above 0 and stability at least 0, got "
                        + alpha + ", " + gamma + ", " + stability);
            }
        }

        /** {@code iterations} with Spall's exponents, fishtest's stability 0.1 and {@code seed}. */
        public static Settings standard(int iterations, long seed) {
            return new Settings(iterations, 0.602, 0.101, 0.1, seed);
        }
    }

    /**
     * One iteration to play: the values of its two sides.
     *
     * @param iteration the iteration's number, from 0
     * @param signs     each parameter's sign {@code Δᵢ}, +1 or −1, in the parameters' order
     * @param plus      the values {@code θ + cₖΔ} as played (within range, rounded), by name
     * @param minus     the values {@code θ − cₖΔ} as played, by name
     */
    public record Step(int iteration, List<Integer> signs, Map<String, Double> plus, Map<String, Double> minus) {

        /** Copies the collections. */
        public Step {
            signs = List.copyOf(signs);
            plus = Collections.unmodifiableMap(new LinkedHashMap<>(plus));
            minus = Collections.unmodifiableMap(new LinkedHashMap<>(minus));
        }
    }

    private final List<SpsaParameter> parameters;
    private final Settings settings;
    private final double[] theta;

    /** A run from each parameter's start. */
    public Spsa(List<SpsaParameter> parameters, Settings settings) {
        this(parameters, settings, parameters.stream().mapToDouble(SpsaParameter::start).toArray());
    }

    /**
     * A run continuing from the estimate {@code theta} (the parameters' order), as a resumed run
     * read from its log.
     */
    public Spsa(List<SpsaParameter> parameters, Settings settings, double[] theta) {
        if (parameters.isEmpty()) {
            throw new IllegalArgumentException("SPSA needs at least one parameter");
        }
        if (theta.length != parameters.size()) {
            throw new IllegalArgumentException("an estimate of " + theta.length + " values for " + parameters.size()
                    + " parameters");
        }
        if (parameters.stream().map(SpsaParameter::name).distinct().count() != parameters.size()) {
            throw new IllegalArgumentException("a parameter is tuned twice: " + parameters.stream().map(SpsaParameter::name).toList());
        }
        this.parameters = List.copyOf(parameters);
        this.settings = settings;
        this.theta = new double[theta.length];
        for (int i = 0; i < theta.length; i++) {
            this.theta[i] = this.parameters.get(i).clamp(theta[i]);
        }
    }

    /** The tuned parameters, in order. */
    public List<SpsaParameter> parameters() {
        return parameters;
    }

    /** The run's settings. */
    public Settings settings() {
        return settings;
    }

    /** The perturbation {@code cₖ} of parameter {@code index} at iteration {@code k}. */
    public double perturbation(int index, int k) {
        double cEnd = parameters.get(index).cEnd();
        return cEnd * Math.pow(settings.iterations(), settings.gamma()) / Math.pow(k + 1, settings.gamma());
    }

    /** The learning rate {@code aₖ} of parameter {@code index} at iteration {@code k}. */
    public double learningRate(int index, int k) {
        SpsaParameter parameter = parameters.get(index);
        double stability = settings.stability() * settings.iterations();
        double aEnd = parameter.rEnd() * parameter.cEnd() * parameter.cEnd();
        return aEnd * Math.pow(stability + settings.iterations(), settings.alpha())
                / Math.pow(stability + k + 1, settings.alpha());
    }

    /** Iteration {@code k}'s signs and the two sides' values around the current estimate. */
    public synchronized Step step(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("iterations count from 0, got " + k);
        }
        SplittableRandom random = new SplittableRandom(settings.seed() * 0x9E3779B97F4A7C15L + k);
        List<Integer> signs = new ArrayList<>();
        Map<String, Double> plus = new LinkedHashMap<>();
        Map<String, Double> minus = new LinkedHashMap<>();
        for (int i = 0; i < parameters.size(); i++) {
            int sign = random.nextBoolean() ? 1 : -1;
            double shift = perturbation(i, k) * sign;
            SpsaParameter parameter = parameters.get(i);
            signs.add(sign);
            plus.put(parameter.name(), parameter.played(theta[i] + shift));
            minus.put(parameter.name(), parameter.played(theta[i] - shift));
        }
        return new Step(k, signs, plus, minus);
    }

    /**
     * Moves the estimate by {@code step}'s result: {@code result} is the plus side's points less
     * the minus side's over the iteration's games (−2 to 2 for a pair).
     */
    public synchronized void update(Step step, double result) {
        if (Double.isNaN(result) || Double.isInfinite(result)) {
            throw new IllegalArgumentException("an iteration's result must be a number, got " + result);
        }
        for (int i = 0; i < parameters.size(); i++) {
            double gain = learningRate(i, step.iteration()) / perturbation(i, step.iteration());
            theta[i] = parameters.get(i).clamp(theta[i] + gain * result * step.signs().get(i));
        }
    }

    /** {@code values} (a step's side) as the engine's option texts, by name. */
    public Map<String, String> texts(Map<String, Double> values) {
        Map<String, String> texts = new LinkedHashMap<>();
        for (SpsaParameter parameter : parameters) {
            texts.put(parameter.name(), parameter.text(values.get(parameter.name())));
        }
        return texts;
    }

    /** The current estimate by name, not rounded. */
    public synchronized Map<String, Double> estimate() {
        Map<String, Double> estimate = new LinkedHashMap<>();
        for (int i = 0; i < parameters.size(); i++) {
            estimate.put(parameters.get(i).name(), theta[i]);
        }
        return estimate;
    }
}
